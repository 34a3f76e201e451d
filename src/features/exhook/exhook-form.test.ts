import { EXHOOK_FORM_SCHEMA, exhookNameError, NAME_RULE, toBody, toForm } from './exhook-form';

describe('the ExHook form model', () => {
  it('shows "does not reconnect" as the disabled sentinel and sends it back as false', () => {
    const form = toForm({ name: 'a', url: 'http://x:1', auto_reconnect: false, metrics: {}, node_metrics: [], node_status: [], hooks: [] });
    expect(form).toEqual({ name: 'a', url: 'http://x:1', auto_reconnect: 'disabled' });
    expect(toBody(form)).toEqual({ name: 'a', url: 'http://x:1', auto_reconnect: false });
    expect(toBody(toForm({ name: 'a', url: 'u', auto_reconnect: '30s' })).auto_reconnect).toBe('30s');
  });

  it('keeps a masked secret as it came, for the broker to keep the stored one', () => {
    expect(toBody(toForm({ name: 'a', url: 'u', ssl: { enable: true, password: '******' } })).ssl).toEqual({ enable: true, password: '******' });
  });

  it('draws auto reconnect as an interval or off', () => {
    expect((EXHOOK_FORM_SCHEMA.properties as Record<string, { anyOf?: unknown[] }>).auto_reconnect?.anyOf).toEqual([
      { type: 'string', format: 'emqx-duration' },
      { type: 'string', enum: ['disabled'] },
    ]);
  });

  it('checks names by the spec: a letter first, then letters, digits, underscores and hyphens; not one in use', () => {
    expect(exhookNameError('', [])).toBeUndefined();
    expect(exhookNameError('grpc-hook_1', [])).toBeUndefined();
    expect(exhookNameError('1hook', [])).toBe(NAME_RULE);
    expect(exhookNameError('my hook', [])).toBe(NAME_RULE);
    expect(exhookNameError('hook.v2', [])).toBe(NAME_RULE);
    expect(exhookNameError('default', ['default'])?.message).toBe('An ExHook server with this name already exists');
  });
});
