import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { clearSession, setSession } from '../../api/session';
import { renderWithProviders } from '../../test/render';
import { VersionInfo } from './VersionInfo';

function row(label: string) {
  const item = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (!item) throw new Error(`no row ${label}`);
  return within(item);
}

describe('VersionInfo', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("shows the console's own version and, before login, when the broker's will show", () => {
    clearSession();
    renderWithProviders(<VersionInfo />);
    expect(screen.getByRole('region', { name: 'Versions' })).toBeInTheDocument();
    expect(row('Console').getByText(packageJson.version)).toBeInTheDocument();
    expect(row('Broker').getByText("The broker's version shows after login.")).toBeInTheDocument();
  });

  it("shows the broker's edition and version from the session once logged in", () => {
    setSession({ token: 't', username: 'admin', edition: 'enterprise', version: '5.8.1' });
    renderWithProviders(<VersionInfo />);
    expect(row('Broker').getByText('EMQX Enterprise 5.8.1')).toBeInTheDocument();
  });
});
