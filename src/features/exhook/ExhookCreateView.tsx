import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toaster } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { SchemaForm } from '../../forms/SchemaForm';
import { validator } from '../../forms/validator';
import { postExhooks, useGetExhooks } from '../../generated/endpoints/ex-hook/ex-hook';
import { EXHOOK_FORM_SCHEMA, exhookNameError, exhookUiSchema, toBody, type ExhookForm } from './exhook-form';
import { invalidateExhooks } from './exhook-queries';

const FORM_ID = 'exhook-create';
const UI_SCHEMA = exhookUiSchema(false);

/** Create an ExHook server: its name (checked as typed), gRPC URL, pool, timeouts, failure action, reconnects and TLS. */
export function ExhookCreateView() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const servers = useGetExhooks();
  const [draft, setDraft] = useState<ExhookForm>();
  const [saving, setSaving] = useState(false);
  const values = useMemo(() => getDefaultFormState(validator, EXHOOK_FORM_SCHEMA, draft ?? {}) as ExhookForm, [draft]);
  const nameError = exhookNameError(values.name, servers.data?.map((s) => s.name) ?? []);
  const errors = nameError ? ({ name: { __errors: [i18n._(nameError)] } } as unknown as ErrorSchema<ExhookForm>) : undefined;

  async function submit(form: ExhookForm) {
    if (nameError) return;
    const body = toBody(form);
    setSaving(true);
    try {
      await postExhooks(body);
    } catch {
      // The HTTP layer has said why; the form keeps every value typed.
      setSaving(false);
      return;
    }
    setSaving(false);
    setDraft(undefined);
    toaster.create({ type: 'success', title: t`${body.name} created` });
    await invalidateExhooks(queryClient);
    await navigate({ to: '/exhook/detail/$exhookName', params: { exhookName: body.name }, ignoreBlocker: true });
  }

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Create ExHook server</Trans>} />
      <Stack gap="6" maxW="4xl">
        <LeaveGuard dirty={draft !== undefined && !saving} />
        <SchemaForm
          id={FORM_ID}
          schema={EXHOOK_FORM_SCHEMA}
          labelRoot="exhook"
          uiSchema={UI_SCHEMA}
          value={values}
          serverErrors={errors}
          onChange={(next) => setDraft(next)}
          onSubmit={(next) => void submit(next)}
        />
        <HStack gap="3">
          <WriteAction>
            <Button colorPalette="brand" type="submit" form={FORM_ID} loading={saving}>
              <Trans>Create</Trans>
            </Button>
          </WriteAction>
        </HStack>
      </Stack>
    </Stack>
  );
}
