import { useQuery } from '@tanstack/react-query';
import { customFetch } from '../../../api/http';
import { parseHocon } from '../../../domain/hocon';
import { isJsonObject } from '../../../domain/json';
import type { ZoneMap } from './zone-rules';

/**
 * The zones, from the whole configuration as HOCON text: `GET /configs` as JSON answers only
 * ?ROOT_KEYS (emqx_mgmt_api_configs:get_full_config/0) and its `key` choices do not name zones;
 * as text/plain it prints every root (get_configs_v2/1), zones among them.
 */
export async function readZones(signal?: AbortSignal): Promise<ZoneMap> {
  // Taken raw (responseType blob): the text is HOCON, read here, not JSON.
  const response = await customFetch<Response>({ url: '/configs', method: 'GET', headers: { Accept: 'text/plain' }, responseType: 'blob', signal });
  const text = await response.text();
  const parsed = (response.headers.get('content-type') ?? '').includes('json') ? { ok: JSON.parse(text) as unknown } : parseHocon(text);
  if ('error' in parsed) throw new Error(`The configuration could not be read (line ${parsed.error.line}: ${parsed.error.reason})`);
  const zones = isJsonObject(parsed.ok) ? parsed.ok.zones : undefined;
  return (isJsonObject(zones) ? zones : {}) as ZoneMap;
}

export const ZONES_KEY = ['configs', 'zones'] as const;

export const useZones = () => useQuery({ queryKey: ZONES_KEY, queryFn: ({ signal }) => readZones(signal) });
