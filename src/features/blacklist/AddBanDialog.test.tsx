import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render';
import { toLocalInput } from '../../components/expiry/expiry';
import { AddBanDialog } from './AddBanDialog';

const PAST = 'The selected time cannot be earlier than the current time';

function open(onSave = vi.fn(async () => true)) {
  const onClose = vi.fn();
  renderInRouter(<AddBanDialog onSave={onSave} onClose={onClose} />);
  return { onSave, onClose };
}

describe('AddBanDialog', () => {
  it('names what is missing next to its field and sends nothing', async () => {
    const { onSave } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Value is required')).toBeVisible();
    expect(screen.getByText('Please select the expiry time')).toBeVisible();
    expect(screen.getByLabelText(/^Value/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the value for the kind picked as the user types', async () => {
    open();
    const value = await screen.findByLabelText(/^Value/);
    fireEvent.change(screen.getByLabelText('Ban by'), { target: { value: 'peerhost' } });
    expect(screen.getByText('An IPv4 or IPv6 address, such as 203.0.113.45')).toBeVisible();
    fireEvent.change(value, { target: { value: '10.0.0.300' } });
    expect(await screen.findByText('Enter an IPv4 or IPv6 address')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Ban by'), { target: { value: 'peerhost_net' } });
    expect(await screen.findByText('Enter an address range in CIDR notation, such as 192.168.0.0/16')).toBeVisible();
    fireEvent.change(value, { target: { value: '10.0.0.0/8' } });
    await waitFor(() => expect(value).not.toHaveAttribute('aria-invalid'));
    fireEvent.change(screen.getByLabelText('Ban by'), { target: { value: 'clientid_re' } });
    fireEvent.change(value, { target: { value: '^test-(' } });
    expect(await screen.findByText('This is not a valid regular expression')).toBeVisible();
  });

  it('refuses a time earlier than now as it is picked, and takes a later one or never', async () => {
    const { onSave, onClose } = open();
    fireEvent.change(await screen.findByLabelText(/^Value/), { target: { value: 'bad client' } });
    const until = screen.getByLabelText(/^Until/);
    fireEvent.change(until, { target: { value: toLocalInput(new Date(Date.now() - 3_600_000)) } });
    expect(await screen.findByText(PAST)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSave).not.toHaveBeenCalled();

    const later = toLocalInput(new Date(Date.now() + 86_400_000));
    fireEvent.change(until, { target: { value: later } });
    await waitFor(() => expect(screen.queryByText(PAST)).toBeNull());
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ as: 'clientid', who: 'bad client', reason: 'spam', until: { never: false, at: later } }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps everything typed when the broker refuses the ban', async () => {
    const { onSave, onClose } = open(vi.fn(async () => false));
    fireEvent.change(await screen.findByLabelText(/^Value/), { target: { value: 'c-1' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Never expire' }));
    expect(screen.getByLabelText(/^Until/)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ who: 'c-1', until: { never: true, at: '' } })));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Value/)).toHaveValue('c-1');
  });

  it('asks before closing with something typed', async () => {
    const { onClose } = open();
    fireEvent.change(await screen.findByLabelText(/^Value/), { target: { value: 'c-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog', { name: 'Close without saving?' });
    expect(onClose).not.toHaveBeenCalled();
    // By text: while the nested dialog opens on a busy machine, jsdom can briefly count its buttons as hidden.
    fireEvent.click(await screen.findByText('Discard changes', { selector: 'button' }));
    expect(onClose).toHaveBeenCalled();
  });
});
