import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toaster } from '../../../app/toaster';
import { Loading } from '../../../components/Loading';
import type { ReasonContext } from '../../../components/reason/explain-reason';
import { useProbeField } from '../../../components/reason/use-probe-field';
import { StepHeading } from '../../../components/StepHeading';
import { PageHeader } from '../../../components/PageHeader';
import { TypeGallery } from '../../../components/type-gallery/TypeGallery';
import { WriteAction } from '../../../components/WriteAction';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { SchemaForm } from '../../../forms/SchemaForm';
import { validator } from '../../../forms/validator';
import { postConnectors } from '../../../generated/endpoints/connectors/connectors';
import type { PostConnectorsBody } from '../../../generated/model';
import { valueLabel } from '../../../i18n/labels/labels';
import { resourceId } from '../model/bridge';
import { invalidateBridgeLists, useConnectors } from '../model/queries';
import { schemaTypes, useResourceSchema } from '../model/schemas';
import { probeConnector } from '../editor/bridge-api';
import { connectorGalleryItems } from '../editor/bridge-gallery';
import { connectorBodyType, connectorCreateBody, type Values } from '../editor/form-model';
import { ProbeButton } from '../editor/ProbeButton';
import { TemplateWidget } from '../editor/TemplateWidget';
import { connectorUiSchema } from '../editor/ui-schema';
import { MESSAGES, nameErrors, toErrorSchema } from '../editor/validate';
import { connectorFormSchema } from '../editor/form-model';
import { isComplete } from '../editor/complete';

const WIDGETS = { Template: TemplateWidget };
const FORM_ID = 'connector-create';

/** The connector forms, HTTP and MQTT first. */
export function connectorFormChoices(): string[] {
  const all = schemaTypes('connector');
  return [...['http', 'mqtt'].filter((t) => all.includes(t)), ...all.filter((t) => t !== 'http' && t !== 'mqtt')];
}

/** Create a connector: its type (from the URL's `type`, or picked here), then its settings. */
export function ConnectorCreateView({ type, onTypeChange }: { type?: string; onTypeChange: (type: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Create connector</Trans>} />
      <Stack gap="6" maxW="5xl">
        {type && connectorFormChoices().includes(type) ? (
          <Stack gap="4">
            <HStack gap="3">
              <StepHeading step={type} focusOnMount>
                {valueLabel(i18n, type)}
              </StepHeading>
              <Button size="xs" variant="ghost" onClick={() => onTypeChange('')}>
                <Trans>Change type</Trans>
              </Button>
            </HStack>
            <ConnectorCreateForm key={type} form={type} />
          </Stack>
        ) : (
          <TypeGallery label={t`Connector type`} items={connectorGalleryItems(i18n, connectorFormChoices())} onPick={(item) => onTypeChange(item.form)} />
        )}
      </Stack>
    </Stack>
  );
}

function ConnectorCreateForm({ form }: { form: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loaded = useResourceSchema('connector', form);
  const connectors = useConnectors();
  const schema = useMemo(() => (loaded.data ? connectorFormSchema(loaded.data, false) : undefined), [loaded.data]);
  const uiSchema = useMemo(() => connectorUiSchema(loaded.data, false), [loaded.data]);
  const [draft, setDraft] = useState<Values>();
  const [saving, setSaving] = useState(false);
  const values = useMemo(() => (schema ? (getDefaultFormState(validator, schema, draft ?? {}) as Values) : undefined), [schema, draft]);
  const probeContext: ReasonContext = { kind: 'connector', type: loaded.data ? connectorBodyType(loaded.data, form) : form };
  const probeField = useProbeField({ formId: FORM_ID, schema, values, context: probeContext });
  if (loaded.isError)
    return (
      <Text role="alert" color="fg.error">
        <Trans>The settings form could not be loaded.</Trans>
      </Text>
    );
  if (!loaded.data || !schema || !values) return <Loading />;
  const type = connectorBodyType(loaded.data, form);
  const taken = new Set((connectors.data ?? []).filter((c) => c.type === type).map((c) => c.name));
  const errors = nameErrors(values.name, taken, ['name'], MESSAGES.connectorTaken);

  async function submit(v: Values) {
    if (errors.length > 0) return;
    const body = connectorCreateBody(v, type);
    setSaving(true);
    try {
      await postConnectors(body as unknown as PostConnectorsBody);
    } catch {
      setSaving(false);
      return;
    }
    setSaving(false);
    setDraft(undefined);
    toaster.create({ type: 'success', title: t`Connector ${String(body.name)} created` });
    await invalidateBridgeLists(queryClient);
    await navigate({ to: '/bridge/connector/$id', params: { id: resourceId(type, String(body.name)) }, ignoreBlocker: true });
  }

  return (
    <>
      <LeaveGuard dirty={draft !== undefined && !saving} />
      <SchemaForm id={FORM_ID} schema={schema} labelRoot="connector" uiSchema={uiSchema} widgets={WIDGETS} value={values} serverErrors={toErrorSchema([...errors, ...probeField.errors], (m) => i18n._(m))} onChange={(next) => setDraft(next as Values)} onSubmit={(v) => void submit(v as Values)} />
      <HStack gap="3" wrap="wrap">
        <WriteAction>
          <Button colorPalette="brand" type="submit" form={FORM_ID} loading={saving}>
            <Trans>Create</Trans>
          </Button>
        </WriteAction>
        <ProbeButton
          probe={() => (isComplete(schema, values) && errors.length === 0 ? probeConnector(connectorCreateBody(values, type)) : undefined)}
          context={probeContext}
          onResult={probeField.onResult}
          onShowField={probeField.showField}
        />
      </HStack>
    </>
  );
}
