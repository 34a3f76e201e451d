import { Badge, Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PageHeader } from './PageHeader';

const LONG_ID = 'factory/building-7/line-12/station-4/sensor-temperature-and-humidity-0042';

it('keeps the heading to the title: the copy button and what is beside it sit outside the h1', () => {
  renderWithProviders(
    <PageHeader title={LONG_ID} copyLabel="Copy client ID" titleAside={<Badge>Connected</Badge>}>
      <Button>Kick out</Button>
    </PageHeader>,
  );
  const heading = screen.getByRole('heading', { level: 1, name: LONG_ID });
  expect(heading).not.toContainElement(screen.getByRole('button', { name: 'Copy client ID' }));
  expect(heading).not.toContainElement(screen.getByText('Connected'));
  expect(screen.getByRole('button', { name: 'Kick out' })).toBeVisible();
});

it('has no copy button for a plain title', () => {
  renderWithProviders(<PageHeader title="Listeners" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Listeners' })).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});

it('puts the subtitle under the title, outside the heading', () => {
  renderWithProviders(<PageHeader title="Temperature alerts" subtitle="rule_7f3a" />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Temperature alerts' });
  expect(screen.getByText('rule_7f3a')).toBeVisible();
  expect(heading).not.toHaveTextContent('rule_7f3a');
});
