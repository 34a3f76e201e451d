import { render, screen, waitFor } from '@testing-library/react';

// src/test/setup.ts: inside a wait's tries a failed query does not print the document.
describe('a failed query', () => {
  it('prints the document once, when a wait gives up', async () => {
    render(<p>only text</p>);
    const error = await waitFor(() => screen.getByRole('button'), { timeout: 50 }).then(
      () => new Error('found'),
      (e: unknown) => e as Error,
    );
    expect(error.message).toContain('Unable to find role="button"');
    expect(error.message.match(/only text/g)).toHaveLength(1);
  });

  it('prints the document and its roles when it fails outside a wait', () => {
    render(<p>only text</p>);
    expect(() => screen.getByRole('button')).toThrow(/Here are the accessible roles[\s\S]*only text/);
  });
});
