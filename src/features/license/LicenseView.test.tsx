import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { gauges } from '../../../sandbox/model/gauges';
import { makeLicenseKey, seedLicense } from '../../../sandbox/model/license';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { LicenseBanner } from './summary/LicenseBanner';
import { LicenseCard } from './summary/LicenseCard';
import { LicenseView } from './LicenseView';

const state = createSandboxState({ clients: 40, requireAuth: false });
serveSandbox(state);

async function details() {
  const region = await screen.findByRole('region', { name: 'License details' });
  await within(region).findByText('Northwind Manufacturing GmbH');
  return region;
}

async function openKeyDialog() {
  renderInRouter(<LicenseView />);
  await details();
  fireEvent.click(screen.getByRole('button', { name: 'Update license' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update license' });
  return { dialog, key: within(dialog).getByLabelText(/^License key/) };
}

describe('LicenseView', () => {
  // Each test starts from the seeded licence (an official one, 25 days from its end) and settings.
  beforeEach(() => void (state.license = seedLicense(state.startedAt)));

  it('shows the seeded licence: customer, type, dates with the days left, and the live connections against the limit', async () => {
    renderInRouter(<LicenseView />);
    const region = await details();
    expect(within(region).getByText('Medium')).toBeVisible();
    expect(within(region).getByText('Official')).toBeVisible();
    expect(within(region).getByText('iot-platform@northwind.example')).toBeVisible();
    expect(within(region).getByText('25 days left')).toBeVisible();
    expect(within(region).getByText('10,000')).toBeVisible();
    expect(await within(region).findByText(`${gauges(state).live} of 10,000`)).toBeVisible();
    expect(within(region).getByRole('progressbar', { name: 'Share of the connection limit in use' })).toBeInTheDocument();
  });

  it('checks the alarm thresholds as typed and saves them', async () => {
    renderInRouter(<LicenseView />);
    const form = await screen.findByRole('form', { name: 'Connection quota alarm' });
    const low = within(form).getByLabelText(/^Low watermark/);
    const high = within(form).getByLabelText(/^High watermark/);
    expect(low).toHaveValue('75%');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(low, { target: { value: '85%' } });
    expect(within(form).getByText('Must be above the low watermark')).toBeVisible();
    fireEvent.change(low, { target: { value: 'most' } });
    expect(within(form).getByText('Enter a percentage from 0% to 100%, such as 75%')).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Correct the marked fields first.')).toBeVisible();
    expect(state.license.lowWatermark).toBe('75%');

    fireEvent.change(low, { target: { value: '60%' } });
    fireEvent.change(high, { target: { value: '70.5%' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.license).toMatchObject({ lowWatermark: '60%', highWatermark: '70.5%' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(high).toHaveValue('70.5%');
  });

  it('refuses a key that is plainly not one as typed, and a forged one with the broker’s message, keeping what was typed', async () => {
    const { dialog, key } = await openKeyDialog();
    fireEvent.change(key, { target: { value: 'my license please' } });
    expect(within(dialog).getByText('This is not a license key: one is two base64 parts joined by a dot')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    // Well-formed, but the signature is not the issuer's.
    const forged = `${makeLicenseKey({ customer: 'Mallory', maxConnections: 1_000_000 }).split('.')[0]}.${btoa('forged signature')}`;
    fireEvent.change(key, { target: { value: forged } });
    expect(within(dialog).queryByText(/This is not a license key/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Bad license key')).toBeVisible();
    expect(key).toHaveValue(forged);
    expect(screen.getByRole('dialog', { name: 'Update license' })).toBeVisible();
    expect(state.license.fields.customer).toBe('Northwind Manufacturing GmbH');
    // Editing the key takes the broker's verdict away: it was about the key sent.
    fireEvent.change(key, { target: { value: `${forged}A` } });
    expect(within(dialog).queryByText('Bad license key')).toBeNull();
  });

  it('replaces the licence with a good key from the sandbox helper', async () => {
    const { dialog, key } = await openKeyDialog();
    fireEvent.change(key, { target: { value: makeLicenseKey({ customer: 'Contoso Ltd', type: 'trial', customerType: 2, startDate: '20250101', days: 36500, maxConnections: 2500 }) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update license' })).toBeNull());
    const region = screen.getByRole('region', { name: 'License details' });
    expect(await within(region).findByText('Contoso Ltd')).toBeVisible();
    expect(within(region).getByText('Trial')).toBeVisible();
    expect(within(region).getByText('Large')).toBeVisible();
    expect(within(region).getByText('2124-12-08')).toBeVisible();
    expect(within(region).getByText('2,500')).toBeVisible();
    expect(state.license.fields.customer).toBe('Contoso Ltd');
  });

  it('for a viewer, disables the key update and the thresholds’ save', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<LicenseView />);
    await details();
    expect(screen.getByRole('button', { name: 'Update license' })).toBeDisabled();
    const form = await screen.findByRole('form', { name: 'Connection quota alarm' });
    fireEvent.change(within(form).getByLabelText(/^High watermark/), { target: { value: '90%' } });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('on the open-source edition, says there is no licence and asks for none', async () => {
    setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'community' });
    renderInRouter(<LicenseView />);
    expect(await screen.findByText('Only EMQX Enterprise has a license: this broker is the open-source edition.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update license' })).toBeNull();
  });
});

describe('LicenseCard and LicenseBanner', () => {
  beforeEach(() => void (state.license = seedLicense(state.startedAt)));

  it('sum the licence up and warn of its end', async () => {
    renderInRouter(
      <>
        <LicenseBanner />
        <LicenseCard />
      </>,
    );
    const card = await screen.findByRole('region', { name: 'License' });
    expect(await within(card).findByText('Northwind Manufacturing GmbH')).toBeVisible();
    expect(within(card).getByText('25 days left')).toBeVisible();
    expect(await within(card).findByText(`${gauges(state).live} of 10,000`)).toBeVisible();
    expect(await screen.findByText('The license expires in 25 days')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the license' })).toHaveAttribute('href', '/license');
  });
});
