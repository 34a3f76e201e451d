import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { LiveStats } from './LiveStats';

const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

/** What reached /alarms, in order: the capability probe asks without `activated`, the card with it. */
function recordAlarms(answer: 'present' | 'absent'): string[] {
  const seen: string[] = [];
  server.use(
    http.get('/api/v5/alarms', async ({ request }) => {
      const probe = !new URL(request.url).searchParams.has('activated');
      seen.push(probe ? 'probe' : 'card');
      // Answered by the sandbox's handler, unless the broker has no alarms.
      if (!probe) return undefined;
      await delay(100);
      seen.push('probe answered');
      return answer === 'present' ? undefined : HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return seen;
}

it('counts active alarms only once the probe has found the alarms API', async () => {
  const seen = recordAlarms('present');
  renderInRouter(<LiveStats />);
  const card = await screen.findByRole('group', { name: 'Active alarms' });
  await within(card).findByText(/^\d+$/);
  expect(seen).toEqual(['probe', 'probe answered', 'card']);
});

it('shows no alarms card, and never asks for alarms, on a broker without them', async () => {
  const seen = recordAlarms('absent');
  renderInRouter(<LiveStats />);
  await within(await screen.findByRole('group', { name: 'Connections' })).findByText(/^\d+$/);
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Active alarms' })).toBeNull());
  expect(seen).toEqual(['probe', 'probe answered']);
  // The other eleven cards stay.
  expect(screen.getAllByRole('group')).toHaveLength(11);
});
