import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { putConfigsGlobalZone, useGetConfigsGlobalZone } from '../../generated/endpoints/configs/configs';
import { zoneSchemaFor } from './global-zone-schema';
import { GENERAL_UI, SESSION_UI } from './session-ui';
import { ZonesSection } from './zones/ZonesSection';

/**
 * One part of the global zone: the general MQTT settings or the session ones. Both PUT the whole
 * zone back, so each screen keeps the other's values as the broker has them.
 */
export function GlobalZoneView({ part }: { part: 'general' | 'session' }) {
  const { t } = useLingui();
  const current = useGetConfigsGlobalZone();
  const schema = useMemo(() => zoneSchemaFor(part), [part]);
  const uiSchema = useMemo(() => (part === 'session' ? { mqtt: { 'ui:title': t`Session`, ...SESSION_UI } } : { mqtt: { 'ui:title': t`MQTT`, ...GENERAL_UI } }), [part, t]);
  const screen = (
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
  if (part === 'general') return screen;
  return (
    <>
      {screen}
      <ZonesSection />
    </>
  );
}
