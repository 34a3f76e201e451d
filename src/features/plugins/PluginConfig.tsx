import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { putPluginsByNameConfig, useGetPluginsByNameConfig } from '../../generated/endpoints/plugins/plugins';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { AvroSchemaError, avroToJsonSchema, type AvroI18n } from './avro-to-json-schema';

type PluginConfigValue = Record<string, unknown>;

/**
 * The plugin's settings on the schema form, from its Avro schema; saved whole with
 * `PUT /plugins/{name}/config`. A failed save keeps the form; leaving with changes asks first.
 */
export function PluginConfig({ name, avsc, i18n: translations }: { name: string; avsc: unknown; i18n: AvroI18n | null }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const schema = useMemo(() => {
    try {
      return avroToJsonSchema(avsc, { i18n: translations, locale });
    } catch (error) {
      if (error instanceof AvroSchemaError) return error;
      throw error;
    }
  }, [avsc, translations, locale]);
  // The broker answers the config as JSON; the document calls it a string.
  const current = useGetPluginsByNameConfig(name) as unknown as UseQueryResult<PluginConfigValue, unknown>;
  if (schema instanceof AvroSchemaError) {
    return (
      <Text role="alert" color="fg.error">
        <Trans>The plugin's config schema could not be read: {schema.message}</Trans>
      </Text>
    );
  }
  return <ConfigEditor<PluginConfigValue> id="plugin-config" root={name} schema={schema} current={current} save={(value) => putPluginsByNameConfig(name, value)} />;
}
