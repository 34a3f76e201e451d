import type { UiSchema } from '@rjsf/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ConfigEditor } from './ConfigEditor';
import { useLocalizedSchema } from './localized-schema';

interface ConfigScreenProps<T> {
  title: ReactNode;
  id: string;
  root: string;
  schema: unknown;
  uiSchema?: UiSchema<T>;
  current: UseQueryResult<T, unknown>;
  save: (value: T) => Promise<unknown>;
  reset?: () => Promise<unknown>;
  actions?: ReactNode;
}

/** A settings screen that edits one broker object: its title and the schema form. */
export function ConfigScreen<T>({ title, actions, schema, ...editor }: ConfigScreenProps<T>) {
  const localized = useLocalizedSchema(schema);
  return (
    <>
      <PageHeader title={title}>{actions}</PageHeader>
      <ConfigEditor schema={localized} {...editor} />
    </>
  );
}
