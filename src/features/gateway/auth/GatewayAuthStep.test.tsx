import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { gatewayAuthenticator } from '../../../../sandbox/model/gateway-authn';
import { renderInRouter } from '../../../test/render';
import { gatewaySandbox } from '../test-support';
import { GatewayAuthStep, type JsonObject } from './GatewayAuthStep';

const { state } = gatewaySandbox();
const OPEN = 'Without authentication this gateway accepts any client.';

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
    expect(await screen.findByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(OPEN)).toBeVisible();
    expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'None' }), screen.getByRole('button', { name: 'Password-based · HTTP server' })]);
    expect(screen.getByRole('button', { name: 'Password-based · HTTP server' })).toHaveAttribute('aria-pressed', 'false');
    // Hidden until its step in the create flow: the search box leaves the focus where it is.
    expect(screen.getByRole('searchbox', { name: 'Search types' })).not.toHaveFocus();
    expect(seen).toEqual([]);
  });

  it('builds a built-in database body as typed, and goes back to none', async () => {
    const seen: (JsonObject | null)[] = [];
    renderInRouter(<Harness gateway="stomp" seen={seen} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Password-based · Built-in database' }));
    expect(screen.queryByRole('button', { name: /SCRAM/ })).toBeNull();
    await screen.findByText(/User ID type/);
    expect(screen.queryByText(OPEN)).toBeNull();
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ mechanism: 'password_based', backend: 'built_in_database', password_hash_algorithm: { name: 'sha256' } }));
    // Back at the gallery the choice shows pressed; None drops it.
    await userEvent.click(screen.getByRole('button', { name: 'Change type' }));
    expect(await screen.findByRole('button', { name: 'Password-based · Built-in database' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(OPEN)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'None' }));
    await waitFor(() => expect(seen.at(-1)).toBeNull());
    expect(screen.getByText(OPEN)).toBeVisible();
    expect(screen.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('carries on from a body passed back in', async () => {
    renderInRouter(<GatewayAuthStep gateway="coap" value={{ mechanism: 'jwt', algorithm: 'public-key', public_key: 'KEY' }} onChange={() => undefined} />);
    expect(await screen.findByText('JWT')).toBeVisible();
    expect(screen.queryByRole('searchbox', { name: 'Search types' })).toBeNull();
    expect(await screen.findByRole('radio', { name: 'Public key' })).toBeChecked();
  });

  it('shows the authenticator of a gateway set up already as added, with a link to it, and offers no other', async () => {
    state.gatewayAuthn.set('exproto', gatewayAuthenticator({ mechanism: 'password_based', backend: 'http', method: 'post', url: 'http://auth.internal/check' }));
    renderInRouter(<Harness gateway="exproto" seen={[]} />);
    const open = await screen.findByRole('link', { name: 'Open Password-based · HTTP server' });
    expect(open.getAttribute('href')).toMatch(/gateway\/detail\/exproto\/auth$/);
    expect(screen.getByText(/has its authenticator already/)).toBeVisible();
    // "None" here keeps the gateway's own authenticator: nothing to warn about.
    expect(screen.queryByText(OPEN)).toBeNull();
    expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'None' })]);
    state.gatewayAuthn.delete('exproto');
  });
});
