import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { useCapabilities } from './capabilities';
import { setSession } from './session';

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/v5/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/v5', '');
    asked.push(path);
    // An open-source broker: no licence, no audit log; the rest answers.
    if (path === '/license' || path === '/audit') return HttpResponse.json({ code: 'NOT_FOUND', message: 'Request Path Not Found' }, { status: 404 });
    if (path === '/schema_registry') return HttpResponse.json([]);
    // Enterprise with session persistence off (emqx_mgmt_api_ds:check_enabled/2).
    if (path === '/ds/sites') return HttpResponse.json({ code: 'NOT_FOUND', message: 'Durable storage is disabled' }, { status: 404 });
    return HttpResponse.json({ data: [], meta: { count: 0 } });
  }),
);

function probed(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useCapabilities(), { wrapper });
}

describe('capability probes', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    asked.length = 0;
    setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'community' });
  });
  afterEach(() => setSession(null));

  it('hide what answers 404 and keep the rest', async () => {
    const { result } = probed(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(Object.keys(result.current)).toHaveLength(15));
    expect(result.current).toMatchObject({ license: false, audit: false, alarms: true, schemaRegistry: true });
  });

  it('keep a feature that answers it is switched off: its screen says how to switch it on', async () => {
    const { result } = probed(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(result.current.durableStorage).toBe(true));
  });

  it('take an answer read already under the same key, and leave theirs for the screens that read it later', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['/license'], { customer: 'EMQ' });
    const { result } = probed(queryClient);
    await waitFor(() => expect(Object.keys(result.current)).toHaveLength(15));
    expect(result.current.license).toBe(true);
    expect(asked).not.toContain('/license');
    expect(queryClient.getQueryData(['/schema_registry'])).toEqual([]);
  });
});
