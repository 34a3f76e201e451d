import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SchemaCreatePage } from '../../forms/SchemaCreatePage';
import { postExhooks, useGetExhooks } from '../../generated/endpoints/ex-hook/ex-hook';
import { EXHOOK_FORM_SCHEMA, exhookNameError, exhookUiSchema, toBody, type ExhookForm } from './exhook-form';
import { invalidateExhooks } from './exhook-queries';

const UI_SCHEMA = exhookUiSchema(false);

/** Create an ExHook server: its name (checked as typed), gRPC URL, pool, timeouts, failure action, reconnects and TLS. */
export function ExhookCreateView() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const servers = useGetExhooks();
  return (
    <SchemaCreatePage<ExhookForm>
      title={<Trans>Create ExHook server</Trans>}
      formId="exhook-create"
      schema={EXHOOK_FORM_SCHEMA}
      labelRoot="exhook"
      uiSchema={UI_SCHEMA}
      nameError={(name) => exhookNameError(name, servers.data?.map((s) => s.name) ?? [])}
      create={async (form) => {
        const body = toBody(form);
        await postExhooks(body);
        return body.name;
      }}
      onCreated={async (name) => {
        await invalidateExhooks(queryClient);
        await navigate({ to: '/exhook/detail/$exhookName', params: { exhookName: name }, ignoreBlocker: true });
      }}
    />
  );
}
