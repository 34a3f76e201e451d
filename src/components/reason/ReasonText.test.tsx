import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithProviders } from '../../test/render';
import { ProbeResult } from './ProbeResult';
import { ReasonText } from './ReasonText';

const TLS = '{tls_alert,{unknown_ca,"TLS client: In state certify at ssl_handshake.erl:2183 generated CLIENT ALERT: Fatal - Unknown CA\\n"}}';

/** Serious accessibility problems axe finds in jsdom (no layout: contrast is for the e2e checks). */
async function a11yViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('ReasonText', () => {
  it('says the reason in plain words and keeps the broker’s text under Details, opened and closed by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ReasonText reason={TLS} context={{ kind: 'connector', type: 'mqtt' }} />);
    expect(screen.getByText(/signed by a certificate authority EMQX does not trust/)).toBeVisible();
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(TLS)).not.toBeVisible();

    await user.tab();
    expect(details).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const raw = await screen.findByText(TLS);
    await waitFor(() => expect(raw).toBeVisible());
    expect(raw.tagName).toBe('PRE');
    expect(await a11yViolations(container)).toEqual([]);

    await user.keyboard(' ');
    await waitFor(() => expect(details).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows a reason it does not know as the broker wrote it, with no sentence and no toggle', () => {
    renderWithProviders(<ReasonText reason="{badarg,[{erlang,binary_to_atom,1}]}" />);
    expect(screen.getByText('{badarg,[{erlang,binary_to_atom,1}]}')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains a bare status word with the sentence only, and shows nothing for no reason', () => {
    const { container } = renderWithProviders(
      <>
        <ReasonText reason="inconsistent" />
        <ReasonText reason="  " />
      </>,
    );
    expect(screen.getByText(/The status differs between the cluster's nodes/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).not.toContain('inconsistent');
  });

  it('inline (in a tooltip), shows the broker’s text under the sentence without a control', () => {
    renderWithProviders(<ReasonText reason="econnrefused" context={{ kind: 'connector', type: 'http' }} inline />);
    expect(screen.getByText(/The target refused the connection/)).toBeVisible();
    expect(screen.getByText('econnrefused')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ProbeResult', () => {
  it('says why a probe failed, with the details and a way to the setting to fix', async () => {
    const user = userEvent.setup();
    const onShowField = vi.fn();
    const { container } = renderWithProviders(<ProbeResult result={{ ok: false, message: 'econnrefused' }} context={{ kind: 'connector', type: 'http' }} onShowField={onShowField} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connection failed');
    expect(status).toHaveTextContent('The target refused the connection: nothing accepts connections at this host and port.');
    await user.click(screen.getByRole('button', { name: 'Go to the setting' }));
    expect(onShowField).toHaveBeenCalledOnce();
    expect(await a11yViolations(container)).toEqual([]);
  });

  it('keeps the broker’s words for a failure it does not know, and says success and incomplete settings', () => {
    renderWithProviders(
      <>
        <ProbeResult result={{ ok: false, message: 'weird_failure' }} />
        <ProbeResult result={{ ok: true }} />
        <ProbeResult result="incomplete" />
      </>,
    );
    const [failed, ok, incomplete] = screen.getAllByRole('status');
    expect(failed).toHaveTextContent('Connection failed: weird_failure');
    expect(ok).toHaveTextContent('Connection is successful');
    expect(incomplete).toHaveTextContent('Fill in the required settings before testing.');
  });
});
