/**
 * The settings form's schema and uiSchema for one source body. The schemas (one per type and
 * mode, extracted into schemas/) load only when a form needs them.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AclRulesWidget } from './AclRulesWidget';

const LOADERS = import.meta.glob<RJSFSchema>('../../../schemas/authz-*.json', { import: 'default' });

/** The schema of `name`, loaded once and kept (it never changes while the console runs). */
export function useAuthzSchema(name: string | undefined) {
  return useQuery({
    queryKey: ['authz-schema', name],
    queryFn: () => {
      const load = LOADERS[`../../../schemas/${name}.json`];
      return load ? load() : Promise.reject(new Error(`No schema ${name}`));
    },
    enabled: name !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const hidden = { 'ui:widget': 'hidden' } as const;

/** `fixed`: the field the mode fixes, not edited in the form (nor the type, nor the list's enable switch). */
export function useAuthzUiSchema(fixed: string | undefined): UiSchema {
  return useMemo(() => {
    const ui: UiSchema = { rules: { 'ui:widget': AclRulesWidget } };
    for (const field of ['type', 'enable', fixed]) if (field) ui[field] = hidden;
    return ui;
  }, [fixed]);
}
