// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchWithUploadProgress } from './upload-progress';

const server = setupServer(
  http.post('http://localhost/echo', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('plugin') as File;
    return HttpResponse.json({ type: request.headers.get('content-type'), name: file.name, text: await file.text(), note: form.get('note') }, { headers: { 'x-seen': 'yes' } });
  }),
  http.delete('http://localhost/echo', () => new HttpResponse(null, { status: 204 })),
);

describe('fetchWithUploadProgress', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('sends a form as multipart with the file and its name, and answers as fetch does', async () => {
    const form = new FormData();
    form.append('plugin', new File(['package bytes'], 'emqx_hello-1.0.0.tar.gz', { type: 'application/gzip' }));
    form.append('note', 'hello');
    const progress: number[] = [];
    const res = await fetchWithUploadProgress('http://localhost/echo', { method: 'POST', body: form, headers: { Authorization: 'Bearer t' } }, (loaded) => progress.push(loaded));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-seen')).toBe('yes');
    const body = (await res.json()) as { type: string; name: string; text: string; note: string };
    expect(body).toMatchObject({ name: 'emqx_hello-1.0.0.tar.gz', text: 'package bytes', note: 'hello' });
    expect(body.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers a 204 without a body, and refuses to start once aborted', async () => {
    const res = await fetchWithUploadProgress('http://localhost/echo', { method: 'DELETE' }, () => undefined);
    expect(res.status).toBe(204);
    const controller = new AbortController();
    controller.abort();
    await expect(fetchWithUploadProgress('http://localhost/echo', { method: 'POST', body: 'x', signal: controller.signal }, () => undefined)).rejects.toThrow(/aborted/);
  });
});
