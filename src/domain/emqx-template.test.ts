import { describe, expect, it } from 'vitest';
import { lookup, placeholdersOf, renderHttpRequest, renderTemplate } from './emqx-template';

const output = { clientid: 'c/1', topic: 't/1', payload: '{"temp":21.5,"tags":["a","b"]}', qos: 1, user: { name: 'ann' } };

describe('EMQX templates', () => {
  it('reads dotted paths, into JSON held in a string, and lists as 1-based', () => {
    expect(lookup(output, 'payload.temp')).toBe(21.5);
    expect(lookup(output, 'payload.tags.2')).toBe('b');
    expect(lookup(output, 'user.name')).toBe('ann');
    expect(lookup(output, 'nothing.here')).toBeUndefined();
  });

  it('renders values as the broker does: maps as JSON, missing ones as undefined', () => {
    expect(renderTemplate('${clientid} sent ${payload.temp} on ${topic} (qos ${qos})', output)).toBe('c/1 sent 21.5 on t/1 (qos 1)');
    expect(renderTemplate('${user}', output)).toBe('{"name":"ann"}');
    expect(renderTemplate('${missing}', output)).toBe('undefined');
    expect(renderTemplate('${.}', output)).toBe(JSON.stringify(output));
    expect(renderTemplate('${.clientid}', output)).toBe('c/1');
    expect(placeholdersOf('${a} ${ b } ${a}')).toEqual(['a', 'b']);
  });

  it('builds the HTTP request: path joined, action headers over the connector ones, whole output without a body', () => {
    const request = renderHttpRequest({ url: 'http://h:8080/api/', headers: { 'content-type': 'application/json', 'X-A': '1' } }, { method: 'post', path: '/in/${clientid}', headers: { 'x-a': '${qos}', bad: 'x${payload}\n' } }, output);
    expect(request).toEqual({ method: 'POST', url: 'http://h:8080/api/in/c/1', headers: { 'content-type': 'application/json', 'x-a': '1' }, body: JSON.stringify(output) });
    expect(renderHttpRequest({ url: 'http://h' }, { body: '{"t":${payload.temp}}' }, output).body).toBe('{"t":21.5}');
  });
});
