import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { withProperties } from '../../forms/schema-subset';
import { putConfigsGlobalZone, useGetConfigsGlobalZone } from '../../generated/endpoints/configs/configs';
import globalZoneSchema from '../../../schemas/global-zone.json';
import { SESSION_KEYS } from './session-keys';

const MQTT_KEYS = Object.keys(globalZoneSchema.properties.mqtt.properties);
const isSessionKey = (key: string) => (SESSION_KEYS as readonly string[]).includes(key);

/**
 * One part of the global zone: the general MQTT settings or the session ones. Both PUT the whole
 * zone back, so each screen keeps the other's values as the broker has them.
 */
export function GlobalZoneView({ part }: { part: 'general' | 'session' }) {
  const { t } = useLingui();
  const current = useGetConfigsGlobalZone();
  // Only the MQTT group, and in it only this screen's keys; the rest of the zone is saved back as is.
  const schema = useMemo(() => {
    const mqtt = withProperties(globalZoneSchema.properties.mqtt as RJSFSchema, MQTT_KEYS.filter((key) => isSessionKey(key) === (part === 'session')));
    return { ...(globalZoneSchema as RJSFSchema), properties: { mqtt } };
  }, [part]);
  const uiSchema = useMemo(() => ({ mqtt: { 'ui:title': part === 'session' ? t`Session` : t`MQTT` } }), [part, t]);
  return (
    <ConfigScreen
      title={part === 'session' ? <Trans>Session settings</Trans> : <Trans>MQTT general settings</Trans>}
      id={`global-zone-${part}`}
      root="mqtt"
      schema={schema}
      uiSchema={uiSchema}
      current={current}
      save={(value) => putConfigsGlobalZone(value)}
    />
  );
}
