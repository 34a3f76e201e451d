import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { locateField } from './use-probe-field';

const str = { type: 'string' } as const;

/** A bridge form: the channel's fields, the new connector's under `connector`. */
const httpBridge: RJSFSchema = {
  type: 'object',
  properties: {
    name: str,
    parameters: { type: 'object', properties: { path: str, headers: { type: 'object' } } },
    connector: { type: 'object', properties: { url: str, headers: { type: 'object' }, ssl: { type: 'object', properties: { enable: { type: 'boolean' } } } } },
  },
};

/** 5.8's Redis connector: its settings inside `parameters`, a variant per deployment. */
const redis: RJSFSchema = {
  type: 'object',
  properties: {
    parameters: {
      oneOf: [
        { type: 'object', properties: { redis_type: { const: 'single' }, server: str, password: str } },
        { type: 'object', properties: { redis_type: { const: 'cluster' }, servers: str, password: str } },
      ],
    },
  },
};

describe('locateField', () => {
  it('finds the field under the first prefix that has it', () => {
    expect(locateField(httpBridge, 'url', [[], ['connector']])).toEqual(['connector', 'url']);
    expect(locateField(httpBridge, 'parameters.path', [['connector'], []])).toEqual(['parameters', 'path']);
    expect(locateField(httpBridge, 'headers', [['connector'], []])).toEqual(['connector', 'headers']);
    expect(locateField(httpBridge, 'ssl', [['connector']])).toEqual(['connector', 'ssl']);
  });

  it('looks inside parameters and variants, and takes another name of an address', () => {
    expect(locateField(redis, 'password')).toEqual(['parameters', 'password']);
    expect(locateField(redis, 'server')).toEqual(['parameters', 'server']);
    expect(locateField({ type: 'object', properties: { servers: str } }, 'server')).toEqual(['servers']);
  });

  it('answers undefined when the form has no such field', () => {
    expect(locateField(httpBridge, 'database', [[], ['connector']])).toBeUndefined();
    expect(locateField(httpBridge, 'password')).toBeUndefined();
  });
});
