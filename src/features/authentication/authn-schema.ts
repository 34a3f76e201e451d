/**
 * The settings form's schema and uiSchema for one authenticator body. The schemas (one per
 * mechanism, backend and mode, extracted into schemas/) load only when a form needs them.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ESSENTIALS } from './authn-catalog';

const LOADERS = import.meta.glob<RJSFSchema>('../../../schemas/authn-*.json', { import: 'default' });

export function loadAuthnSchema(name: string): Promise<RJSFSchema> {
  const load = LOADERS[`../../../schemas/${name}.json`];
  if (!load) return Promise.reject(new Error(`No schema ${name}`));
  return load();
}

/** The schema of `name`, loaded once and kept (it never changes while the console runs). */
export function useAuthnSchema(name: string | undefined) {
  return useQuery({
    queryKey: ['authn-schema', name],
    queryFn: () => loadAuthnSchema(name!),
    enabled: name !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const hidden = { 'ui:widget': 'hidden' } as const;

/** What the wizard's steps or the id fix is not edited in the form: mechanism, backend and mode. */
export function useAuthnUiSchema(fixed: readonly string[]): UiSchema {
  return useMemo(() => {
    const ui: UiSchema = { 'ui:options': { essentials: ESSENTIALS } };
    for (const field of ['mechanism', 'backend', 'enable', 'use_jwks', ...fixed]) ui[field] = hidden;
    return ui;
  }, [fixed]);
}
