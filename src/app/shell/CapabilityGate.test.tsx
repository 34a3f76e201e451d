import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderWithProviders } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { SCREENS } from '../screens';
import { CapabilityGate } from './CapabilityGate';

const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

/** The alarms probe answers late (or 404): what opened before it did would have queried an API that may be absent. */
function slowAlarmsProbe(status: 200 | 404): string[] {
  const events: string[] = [];
  server.use(
    http.get('/api/v5/alarms', async () => {
      await delay(150);
      events.push('probe answered');
      return status === 404 ? HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status }) : undefined;
    }),
  );
  return events;
}

function AlarmsScreen({ events }: { events: string[] }) {
  events.push('screen rendered');
  return <p>Current alarms screen</p>;
}

it('opens a screen that needs an optional API once the probe has found it', async () => {
  const events = slowAlarmsProbe(200);
  renderWithProviders(
    <CapabilityGate screen={SCREENS['/alarm/current-alarm']}>
      <AlarmsScreen events={events} />
    </CapabilityGate>,
  );
  expect(await screen.findByText('Current alarms screen')).toBeVisible();
  expect(events[0]).toBe('probe answered');
});

it('explains, and never opens the screen, when the broker lacks the API', async () => {
  const events = slowAlarmsProbe(404);
  renderWithProviders(
    <CapabilityGate screen={SCREENS['/alarm/current-alarm']}>
      <AlarmsScreen events={events} />
    </CapabilityGate>,
  );
  expect(await screen.findByText('Alarms is not available on this broker')).toBeVisible();
  expect(events).toEqual(['probe answered']);
});

it('opens a screen that needs no optional API at once', () => {
  const events: string[] = [];
  renderWithProviders(
    <CapabilityGate screen={SCREENS['/connections']}>
      <AlarmsScreen events={events} />
    </CapabilityGate>,
  );
  expect(screen.getByText('Current alarms screen')).toBeVisible();
});
