import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ConfigEditor } from './ConfigEditor';

type ConfigScreenProps<T> = ComponentProps<typeof ConfigEditor<T>> & { title: ReactNode; actions?: ReactNode };

/** A settings screen that edits one broker object: its title and the schema form. */
export function ConfigScreen<T>({ title, actions, ...editor }: ConfigScreenProps<T>) {
  return (
    <>
      <PageHeader title={title}>{actions}</PageHeader>
      <ConfigEditor {...editor} />
    </>
  );
}
