import { Button, HStack, Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { toaster } from '../app/toaster';
import { PageHeader } from '../components/PageHeader';
import { WriteAction } from '../components/WriteAction';
import { LeaveGuard } from './LeaveGuard';
import { SchemaForm } from './SchemaForm';
import { validator } from './validator';

interface SchemaCreatePageProps<T extends { name?: unknown }> {
  title: ReactNode;
  formId: string;
  schema: RJSFSchema;
  labelRoot: string;
  uiSchema?: UiSchema<T>;
  /** The name as typed, checked against the rules and the names taken: shown on the field, and nothing is sent while it stands. */
  nameError: (name: unknown) => MessageDescriptor | undefined;
  /** Sends the new object; rejects when the broker refuses (the HTTP layer has said why). Resolves to its name. */
  create: (form: T) => Promise<string>;
  /** After the broker took it: refresh the lists, go to the new object's page. */
  onCreated: (name: string) => Promise<void>;
}

/**
 * A create screen made of one schema form: the name checked as typed, the form kept whole when the
 * broker refuses, leaving with something typed asks first, and a created toast before the next page.
 */
export function SchemaCreatePage<T extends { name?: unknown }>({ title, formId, schema, labelRoot, uiSchema, nameError, create, onCreated }: SchemaCreatePageProps<T>) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<T>();
  const [saving, setSaving] = useState(false);
  const values = useMemo(() => getDefaultFormState(validator, schema, draft ?? {}) as T, [schema, draft]);
  const error = nameError(values.name);
  const errors = error ? ({ name: { __errors: [i18n._(error)] } } as unknown as ErrorSchema<T>) : undefined;

  async function submit(form: T) {
    if (error) return;
    setSaving(true);
    let name: string;
    try {
      name = await create(form);
    } catch {
      // The HTTP layer has said why; the form keeps every value typed.
      setSaving(false);
      return;
    }
    setSaving(false);
    setDraft(undefined);
    toaster.create({ type: 'success', title: t`${name} created` });
    await onCreated(name);
  }

  return (
    <Stack gap="6">
      <PageHeader title={title} />
      <Stack gap="6" maxW="4xl">
        <LeaveGuard dirty={draft !== undefined && !saving} />
        <SchemaForm
          id={formId}
          schema={schema}
          labelRoot={labelRoot}
          uiSchema={uiSchema}
          value={values}
          serverErrors={errors}
          onChange={(next) => setDraft(next)}
          onSubmit={(next) => void submit(next)}
        />
        <HStack gap="3">
          <WriteAction>
            <Button colorPalette="brand" type="submit" form={formId} loading={saving}>
              <Trans>Create</Trans>
            </Button>
          </WriteAction>
        </HStack>
      </Stack>
    </Stack>
  );
}
