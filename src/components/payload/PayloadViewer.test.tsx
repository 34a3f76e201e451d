import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PayloadViewer } from './PayloadViewer';

const utf8 = (text: string) => new TextEncoder().encode(text);

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

  it('opens JSON pretty-printed', () => {
    renderWithProviders(<PayloadViewer bytes={utf8('{"line":3}')} fileName="status.json" />);
    expect(screen.getByTestId('payload').textContent).toBe('{\n  "line": 3\n}');
  });

  it('does not render a payload over 1 MB but offers it for download', () => {
    renderWithProviders(<PayloadViewer bytes={new Uint8Array(1024 * 1024 + 1)} fileName="big.bin" />);
    expect(screen.queryByTestId('payload')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Payloads over 1 MB are not shown');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});
