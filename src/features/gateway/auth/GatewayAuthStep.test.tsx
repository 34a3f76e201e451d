import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInRouter } from '../../../test/render';
import { GatewayAuthStep, type JsonObject } from './GatewayAuthStep';

function Harness({ gateway, seen }: { gateway: string; seen: (JsonObject | null)[] }) {
  const [value, setValue] = useState<JsonObject | null>(null);
  return (
    <GatewayAuthStep
      gateway={gateway}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('GatewayAuthStep', () => {
  it('starts with no authentication and offers only what the gateway takes', async () => {
    const seen: (JsonObject | null)[] = [];
    renderInRouter(<Harness gateway="mqttsn" seen={seen} />);
    expect(await screen.findByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['None', 'Password-based']);
    expect(seen).toEqual([]);
  });

  it('builds a built-in database body as typed, and goes back to none', async () => {
    const seen: (JsonObject | null)[] = [];
    renderInRouter(<Harness gateway="stomp" seen={seen} />);
    expect(screen.queryByRole('radio', { name: 'SCRAM' })).toBeNull();
    await userEvent.click(await screen.findByRole('radio', { name: 'Password-based' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Built-in database' }));
    await screen.findByText(/User ID type/);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ mechanism: 'password_based', backend: 'built_in_database', password_hash_algorithm: { name: 'sha256' } }));
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(seen.at(-1)).toBeNull());
  });

  it('carries on from a body passed back in', async () => {
    renderInRouter(<GatewayAuthStep gateway="coap" value={{ mechanism: 'jwt', algorithm: 'public-key', public_key: 'KEY' }} onChange={() => undefined} />);
    expect(await screen.findByRole('radio', { name: 'JWT' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Public key' })).toBeChecked();
  });
});
