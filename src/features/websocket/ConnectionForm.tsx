import { Button, Fieldset, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { generateClientId, switchProtocol, type ConnectionConfig, type LastWill, type MqttVersion, type WsProtocol } from './connection-config';
import { SelectField } from '../../components/SelectField';
import { CheckField, MoreSettings, NumberField, TextField } from './fields';
import { LastWillFields } from './LastWillFields';
import { isMixedContent, pageProtocol } from './mixed-content';
import { ConnectPropertiesFields } from './ConnectPropertiesFields';
import { validateConnection } from './validation';
import { updateConnection, useWsStore } from './ws-store';

/** A connection's settings; they are edited while it is down and saved as they are typed. */
export function ConnectionForm({ id, locked }: { id: string; locked: boolean }) {
  const { t } = useLingui();
  const config = useWsStore((s) => s.connections.find((c) => c.id === id)?.config);
  const errors = useMemo(() => (config ? validateConnection(config) : {}), [config]);
  if (!config) return null;
  const set = (change: Partial<ConnectionConfig>) => updateConnection(id, (c) => ({ config: { ...c.config, ...change } }));
  const setWill = (change: Partial<LastWill>) =>
    updateConnection(id, (c) => ({
      config: { ...c.config, will: { ...c.config.will, ...change } },
    }));
  const v5 = config.protocolVersion === 5;
  const switchToWss = () => updateConnection(id, (c) => ({ config: switchProtocol(c.config, 'wss') }));
  // Browsers refuse ws:// from an https page with nothing but a failed socket: said on the field, before trying.
  const mixedContent = isMixedContent(config, pageProtocol()) ? (
    <Stack as="span" gap="1" align="flex-start">
      <Text as="span">
        <Trans>Browsers block unencrypted ws:// connections from an https page.</Trans>
      </Text>
      <Button size="2xs" variant="outline" onClick={switchToWss}>
        <Trans>Use wss://</Trans>
      </Button>
    </Stack>
  ) : undefined;

  return (
    <Fieldset.Root disabled={locked}>
      <Fieldset.Legend srOnly>
        <Trans>Connection settings</Trans>
      </Fieldset.Legend>
      <Stack gap="3">
        <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="3" alignItems="start">
          <TextField label={t`Name`} required value={config.name} error={errors.name} onChange={(name) => set({ name })} />
          <SelectField<WsProtocol>
            label={t`Protocol`}
            value={config.protocol}
            error={mixedContent}
            options={[
              ['ws', 'ws://'],
              ['wss', 'wss://'],
            ]}
            onChange={(protocol) =>
              updateConnection(id, (c) => ({
                config: switchProtocol(c.config, protocol),
              }))
            }
          />
          <TextField label={t`Host`} required value={config.host} error={errors.host} onChange={(host) => set({ host })} />
          <NumberField label={t`Port`} required value={config.port} error={errors.port} onChange={(port) => set({ port })} />
          <TextField label={t`Path`} value={config.path} onChange={(path) => set({ path })} />
          <HStack align="flex-end" gap="1">
            <TextField label={t`Client ID`} required value={config.clientId} error={errors.clientId} onChange={(clientId) => set({ clientId })} />
            <Button size="sm" variant="ghost" aria-label={t`Generate a client ID`} onClick={() => set({ clientId: generateClientId() })} mb={errors.clientId ? '6' : '0'}>
              <RefreshCw />
            </Button>
          </HStack>
          <TextField label={t`Username`} value={config.username} onChange={(username) => set({ username })} />
          <TextField label={t`Password`} type="password" autoComplete="new-password" value={config.password} onChange={(password) => set({ password })} />
          <CheckField label={t`Remember password`} checked={config.rememberPassword} onChange={(rememberPassword) => set({ rememberPassword })} />
          <SelectField<MqttVersion>
            label={t`MQTT version`}
            value={config.protocolVersion}
            options={[
              [3, '3.1'],
              [4, '3.1.1'],
              [5, '5'],
            ]}
            onChange={(protocolVersion) => set({ protocolVersion })}
          />
          <NumberField label={t`Keepalive (s)`} required value={config.keepalive} error={errors.keepalive} onChange={(keepalive) => set({ keepalive })} />
          <CheckField label={v5 ? t`Clean start` : t`Clean session`} checked={config.clean} onChange={(clean) => set({ clean })} />
          {v5 ? (
            <NumberField
              label={t`Session expiry interval (s)`}
              value={config.sessionExpiryInterval}
              error={errors.sessionExpiryInterval}
              helper={<Trans>0 ends the session with the connection; 4294967295 never</Trans>}
              onChange={(sessionExpiryInterval) => set({ sessionExpiryInterval })}
            />
          ) : null}
          <NumberField
            label={t`Reconnect period (ms)`}
            required
            value={config.reconnectPeriod}
            error={errors.reconnectPeriod}
            helper={<Trans>0 turns automatic reconnection off</Trans>}
            onChange={(reconnectPeriod) => set({ reconnectPeriod })}
          />
        </Grid>
        <MoreSettings title={<Trans>Last will</Trans>}>
          <LastWillFields will={config.will} v5={v5} errors={errors} onChange={setWill} />
        </MoreSettings>
        {v5 ? (
          <MoreSettings title={<Trans>MQTT 5 connect properties</Trans>}>
            <ConnectPropertiesFields id={id} properties={config.properties} errors={errors} />
          </MoreSettings>
        ) : null}
      </Stack>
    </Fieldset.Root>
  );
}
