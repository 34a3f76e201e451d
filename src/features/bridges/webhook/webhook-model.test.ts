import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { defaultWebhookName, reusableConnector, ruleSql, webhookBodies, webhookErrors, webhookSchema } from './webhook-model';

const schema = (name: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../../schemas/${name}.json`), 'utf8')) as RJSFSchema;
const texts = { topic: { title: 'Topic filter', description: '' }, sql: { title: 'Rule SQL', description: '' }, name: { title: 'Name', description: '' }, body: '' };

describe('the webhook page', () => {
  it('puts what the endpoint gets first and folds the tuning: the connector section only for a new connector', () => {
    const page = webhookSchema(schema('action-http'), schema('connector-http'), texts);
    expect(Object.keys(page.properties!)).toEqual(['url', 'method', 'headers', 'body', 'topic', 'name', 'sql', 'connector', 'parameters', 'resource_opts']);
    expect(Object.keys((page.properties!.connector as RJSFSchema).properties!)).not.toContain('url');
    expect(Object.keys((page.properties!.parameters as RJSFSchema).properties!)).toEqual(['max_retries', 'request_timeout']);
    expect(Object.keys(webhookSchema(schema('action-http'), undefined, texts).properties!)).not.toContain('connector');
  });

  it('makes a new connector named after the action, with the URL, and the rule from the topic filter', () => {
    const bodies = webhookBodies({ name: 'webhook_1', url: 'http://h:9/in', method: 'post', headers: { 'content-type': 'application/json' }, body: '', topic: 'sensors/#', connector: { connect_timeout: '15s' }, parameters: { max_retries: 2 }, resource_opts: { query_mode: 'sync' } }, undefined);
    expect(bodies.connector).toEqual({ connect_timeout: '15s', type: 'http', name: 'webhook_1', url: 'http://h:9/in' });
    expect(bodies.action).toEqual({ type: 'http', name: 'webhook_1', connector: 'webhook_1', parameters: { max_retries: 2, method: 'post', headers: { 'content-type': 'application/json' } }, resource_opts: { query_mode: 'sync' } });
    expect(bodies.rule).toEqual({ name: 'webhook_1', sql: 'SELECT\n  *\nFROM\n  "sensors/#"', actions: ['http:webhook_1'], enable: true, description: '' });
  });

  it('offers an existing HTTP connector to the same base URL, and reusing it sends the rest as the path', () => {
    const connectors = [
      { type: 'http', name: 'api', url: 'http://h:9/' },
      { type: 'http', name: 'api_in', url: 'http://h:9/in' },
      { type: 'mqtt', name: 'm', url: 'http://h:9' },
    ];
    expect(reusableConnector('http://h:9/in/events', connectors)).toEqual({ name: 'api_in', url: 'http://h:9/in' });
    expect(reusableConnector('http://h:9/other', connectors)).toEqual({ name: 'api', url: 'http://h:9' });
    expect(reusableConnector('http://other:9/in', connectors)).toBeUndefined();
    const bodies = webhookBodies({ name: 'w', url: 'http://h:9/in/events', method: 'post', sql: 'SELECT payload FROM "t/1"' }, { name: 'api_in', url: 'http://h:9/in' });
    expect(bodies.connector).toBeUndefined();
    expect(bodies.action).toMatchObject({ connector: 'api_in', parameters: { path: 'events', method: 'post' } });
    expect(bodies.rule.sql).toBe('SELECT payload FROM "t/1"');
  });

  it('checks as the user types: URL scheme, topic filter, name; an empty topic only once Create was pressed', () => {
    const taken = new Set(['webhook_1']);
    const paths = (values: Record<string, unknown>, submitted = false) => webhookErrors(values, { taken, submitted }).map((e) => `${e.path.join('.')}: ${e.message.message}`);
    expect(paths({ url: 'ftp://x', topic: 't/#/a', name: 'webhook_1' })).toEqual([
      'url: Enter a URL starting with http:// or https://',
      "topic: '+' and '#' must fill a whole level, and '#' must be the last",
      'name: An action or connector with this name already exists',
    ]);
    expect(paths({ url: 'http://h', name: 'w' })).toEqual([]);
    expect(paths({ url: 'http://h', name: 'w' }, true)).toEqual(["topic: Enter the topic filter of the messages to send, or the rule's SQL"]);
    expect(paths({ url: 'http://h', name: 'w', sql: 'SELECT * FROM "t"' }, true)).toEqual([]);
    expect(defaultWebhookName(taken)).toBe('webhook_2');
    expect(ruleSql({ topic: 'a/"b"' })).toContain('"a/\\"b\\""');
  });
});
