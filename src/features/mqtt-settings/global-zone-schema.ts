import type { RJSFSchema } from '@rjsf/utils';
import { withProperties } from '../../forms/schema-subset';
import globalZoneSchema from '../../../schemas/global-zone.json';
import { SESSION_KEYS } from './session-keys';

const MQTT_KEYS = Object.keys(globalZoneSchema.properties.mqtt.properties);
const isSessionKey = (key: string) => (SESSION_KEYS as readonly string[]).includes(key);

/**
 * The zone schema showing only the MQTT group, and in it only the general or the session keys;
 * the rest of the object stays in the data as the broker has it and is saved back as is.
 */
export function zoneSchemaFor(part: 'general' | 'session'): RJSFSchema {
  const mqtt = withProperties(
    globalZoneSchema.properties.mqtt as RJSFSchema,
    MQTT_KEYS.filter((key) => isSessionKey(key) === (part === 'session')),
  );
  return { ...(globalZoneSchema as RJSFSchema), properties: { mqtt } };
}
