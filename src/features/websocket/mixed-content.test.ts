import { expect, it } from 'vitest';
import { isMixedContent } from './mixed-content';

it('refuses ws:// from an https page, and nothing else', () => {
  expect(isMixedContent({ protocol: 'ws', host: 'broker.example' }, 'https:')).toBe(true);
  expect(isMixedContent({ protocol: 'wss', host: 'broker.example' }, 'https:')).toBe(false);
  expect(isMixedContent({ protocol: 'ws', host: 'broker.example' }, 'http:')).toBe(false);
  expect(isMixedContent({ protocol: 'ws', host: '10.0.0.5' }, 'https:')).toBe(true);
});

it('lets ws:// to this machine through, which browsers trust from https pages', () => {
  for (const host of ['localhost', 'LOCALHOST', 'broker.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
    expect(isMixedContent({ protocol: 'ws', host }, 'https:'), host).toBe(false);
  expect(isMixedContent({ protocol: 'ws', host: '127.example.com' }, 'https:')).toBe(true);
});
