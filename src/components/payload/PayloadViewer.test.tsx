import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PayloadViewer } from './PayloadViewer';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The segment control starts after the first paint, placing its indicator and taking `data-ssr` off its items: wait for that, or it updates outside act. */
const segmentsStarted = () => waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Show payload as' }).querySelector('[data-ssr]')).toBeNull());

describe('PayloadViewer', () => {
  it('shows markup as text in every view, never as elements', async () => {
    const { container } = renderWithProviders(<PayloadViewer bytes={utf8('<img src=x onerror=alert(1)>')} fileName="xss" />);
    expect(screen.getByTestId('payload').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Hex' }));
    await waitFor(() => expect(screen.getByTestId('payload').textContent).toContain('3c 69 6d 67'));
    fireEvent.click(screen.getByRole('radio', { name: 'Base64' }));
    await waitFor(() => expect(screen.getByTestId('payload').textContent).toBe('PGltZyBzcmM9eCBvbmVycm9yPWFsZXJ0KDEpPg=='));
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This payload is not valid JSON.'));
  });

  it('opens JSON pretty-printed', async () => {
    renderWithProviders(<PayloadViewer bytes={utf8('{"line":3}')} fileName="status.json" />);
    expect(screen.getByTestId('payload').textContent).toBe('{\n  "line": 3\n}');
    await segmentsStarted();
  });

  it('labels a binary payload with its size and shows it as Hex, with no text or JSON view', async () => {
    renderWithProviders(<PayloadViewer bytes={new Uint8Array([0x00, 0x01, 0xff, 0x48, 0x69])} fileName="frame.bin" />);
    expect(screen.getByText('Binary payload, 5 B')).toBeVisible();
    expect(screen.getByTestId('payload').textContent).toContain('00 01 ff 48 69');
    expect(screen.getByRole('radio', { name: 'Hex' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Text' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'JSON' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Base64' }));
    await waitFor(() => expect(screen.getByTestId('payload').textContent).toBe('AAH/SGk='));
  });

  it('calls UTF-8 with control characters binary, as the WebSocket tool does', async () => {
    renderWithProviders(<PayloadViewer bytes={utf8('ok\u0007')} fileName="bell" />);
    expect(screen.getByText('Binary payload, 3 B')).toBeVisible();
    expect(screen.getByTestId('payload').textContent).toContain('6f 6b 07');
    await segmentsStarted();
  });

  it('does not call text binary', async () => {
    renderWithProviders(<PayloadViewer bytes={utf8('温度 23.4°C\r\n')} fileName="t" />);
    expect(screen.queryByText(/Binary payload/)).toBeNull();
    expect(screen.getByTestId('payload').textContent).toBe('温度 23.4°C\r\n');
    await segmentsStarted();
  });

  it('does not render a payload over 1 MB but offers it for download', () => {
    renderWithProviders(<PayloadViewer bytes={new Uint8Array(1024 * 1024 + 1)} fileName="big.bin" />);
    expect(screen.queryByTestId('payload')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Payloads over 1 MB are not shown');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});
