import { Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ChoiceStep } from '../components/ChoiceStep';
import { Loading } from '../components/Loading';
import { SchemaForm } from './SchemaForm';

type Config = Record<string, unknown>;

/** The variants of a request body (Redis single/sentinel/cluster, HTTP GET/POST…), told apart by one field. */
export interface BodyModes {
  label: MessageDescriptor;
  options: { value: string; label: MessageDescriptor }[];
}

interface VariantSettingsFormProps {
  id: string;
  labelRoot: string;
  modes: BodyModes | undefined;
  mode: string | undefined;
  /** A new mode is another body: the caller drops the draft of the old one. */
  onModeChange: (mode: string) => void;
  schema: { isError: boolean; data: RJSFSchema | undefined };
  uiSchema: UiSchema;
  value: Config | undefined;
  onChange: (value: Config) => void;
  onSubmit: (value: Config) => void;
}

/** The settings of something created from one of a request body's variants: the variant first, then its form. */
export function VariantSettingsForm({ id, labelRoot, modes, mode, onModeChange, schema, uiSchema, value, onChange, onSubmit }: VariantSettingsFormProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="4">
      {modes ? (
        <ChoiceStep legend={i18n._(modes.label)} value={mode} options={modes.options.map((o) => ({ value: o.value, label: i18n._(o.label) }))} onChange={onModeChange} />
      ) : null}
      {schema.isError ? (
        <Text role="alert" color="fg.error">
          <Trans>The settings form could not be loaded.</Trans>
        </Text>
      ) : value === undefined || !schema.data ? (
        <Loading />
      ) : (
        <SchemaForm id={id} schema={schema.data} labelRoot={labelRoot} uiSchema={uiSchema} value={value} onChange={onChange} onSubmit={onSubmit} />
      )}
    </Stack>
  );
}
