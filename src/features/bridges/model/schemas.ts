/**
 * The form schema of a connector, action or source type (schemas/{kind}-{type}.json, extracted from
 * the contract's request bodies), loaded only when a form needs it.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';

export type SchemaKind = 'connector' | 'action' | 'source';

const LOADERS = import.meta.glob<RJSFSchema>('../../../../schemas/{connector,action,source}-*.json', { import: 'default' });

/** The types that have a schema, per kind, from the files themselves (IoTDB's connector has two: `iotdb-thrift`, `iotdb-restapi`). */
export function schemaTypes(kind: SchemaKind): string[] {
  const prefix = `../../../../schemas/${kind}-`;
  return Object.keys(LOADERS)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length))
    .sort();
}

export function loadResourceSchema(kind: SchemaKind, type: string): Promise<RJSFSchema> {
  const load = LOADERS[`../../../../schemas/${kind}-${type}.json`];
  if (!load) return Promise.reject(new Error(`No schema for the ${kind} type ${type}`));
  return load();
}

/** The schema, loaded once and kept: it never changes while the console runs. */
export function useResourceSchema(kind: SchemaKind, type: string | undefined) {
  return useQuery({
    queryKey: ['bridge-schema', kind, type],
    queryFn: () => loadResourceSchema(kind, type!),
    enabled: type !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
