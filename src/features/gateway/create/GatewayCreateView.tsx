import { Alert, Button, Link as ChakraLink, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { WriteAction } from '../../../components/WriteAction';
import { changedFields } from '../../../forms/diff';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { SchemaForm } from '../../../forms/SchemaForm';
import { validator } from '../../../forms/validator';
import { postGatewaysByNameAuthentication } from '../../../generated/endpoints/gateway-authentication/gateway-authentication';
import { putGatewaysByName, useGetGateways } from '../../../generated/endpoints/gateways/gateways';
import type { PostGatewaysByNameAuthenticationBody, PutGatewaysByNameBody } from '../../../generated/model';
import { valueLabel } from '../../../i18n/labels/labels';
import { GatewayAuthStep, type JsonObject } from '../auth/GatewayAuthStep';
import { newGatewayListener } from '../listeners/GatewayListenerDialog';
import { createBody, type Config } from '../model/body';
import { GATEWAY_TRANSPORTS, gatewayStatus, type GatewayName } from '../model/gateways';
import { invalidateGateways } from '../model/queries';
import { useGatewaySettingsSchema, useGatewaySettingsUiSchema } from '../model/schemas';
import { ListenersStep } from './ListenersStep';
import { StepList } from '../../../components/StepList';
import { StepHeading } from '../../../components/StepHeading';

const SETTINGS_FORM_ID = 'gateway-create-settings';

/**
 * Enables a gateway in three steps: its settings, its listeners, its authentication (none by
 * default). The gateway is loaded with its listeners in one request, then the authenticator is
 * added; if that second request fails the gateway stays loaded, the screen says so and keeps
 * everything typed for another try.
 */
export function GatewayCreateView({ name }: { name: GatewayName }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useGatewaySettingsSchema(name);
  const uiSchema = useGatewaySettingsUiSchema(name);
  const initialSettings = useMemo(() => getDefaultFormState(validator, schema, {}) as Config, [schema]);
  const initialListeners = useMemo(() => [newGatewayListener(name, GATEWAY_TRANSPORTS[name][0]!, [])], [name]);
  const [step, setStep] = useState(0);
  const [settings, setSettings] = useState<Config>(initialSettings);
  const [listeners, setListeners] = useState<Config[]>(initialListeners);
  const [auth, setAuth] = useState<JsonObject | null>(null);
  const [busy, setBusy] = useState(false);
  // The gateway is loaded but its authenticator is not: only that is left to do.
  const [loaded, setLoaded] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const label = valueLabel(i18n, name);
  const gateways = useGetGateways();
  const alreadyLoaded = !loaded && !busy && !leaving && gatewayStatus(gateways.data?.find((g) => g.name === name)) !== 'unloaded' && gateways.data !== undefined;
  const dirty = changedFields(initialSettings, settings).length > 0 || listeners !== initialListeners || auth !== null || loaded;

  async function finish() {
    flushSync(() => setLeaving(true));
    await invalidateGateways(queryClient);
    await navigate({ to: '/gateway/detail/$name/settings', params: { name } });
  }

  async function addAuthentication(body: JsonObject): Promise<boolean> {
    return succeeded(postGatewaysByNameAuthentication(name, body as unknown as PostGatewaysByNameAuthenticationBody));
  }

  async function create() {
    setBusy(true);
    if (!loaded) {
      const ok = await succeeded(putGatewaysByName(name, createBody(name, settings, listeners) as PutGatewaysByNameBody));
      // The HTTP layer has said why; every step keeps what was typed.
      if (!ok) return setBusy(false);
      void invalidateGateways(queryClient);
    }
    if (auth && !(await addAuthentication(auth))) {
      setLoaded(true);
      return setBusy(false);
    }
    setBusy(false);
    toaster.create({ type: 'success', title: t`Gateway ${label} enabled` });
    await finish();
  }

  const steps = [t`Basic settings`, t`Listeners`, t`Authentication`];
  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Enable {label}</Trans>} />
      <Stack gap="6" maxW="5xl">
        <StepList steps={steps} current={step} />
        <StepHeading step={step}>{steps[step]}</StepHeading>

        {alreadyLoaded ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                <Trans>
                  {label} is set up already: enabling it again keeps its listeners and authentication as they are. Its{' '}
                  <ChakraLink asChild textDecoration="underline">
                    <Link to="/gateway/detail/$name/settings" params={{ name }}>
                      own page
                    </Link>
                  </ChakraLink>{' '}
                  edits them.
                </Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {loaded ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>{label} is enabled with its listeners, but its authentication could not be added.</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>Your authentication settings are kept below: try again, or open the gateway and add authentication later on its Authentication tab.</Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {/* Every step stays mounted, so going back and forth keeps what was typed (and forms their state). */}
        <Stack display={step === 0 ? undefined : 'none'}>
          <SchemaForm
            id={SETTINGS_FORM_ID}
            schema={schema}
            labelRoot="gateway"
            uiSchema={uiSchema}
            value={settings}
            onChange={setSettings}
            onSubmit={(next) => {
              setSettings(next);
              setStep(1);
            }}
          />
        </Stack>
        {step === 1 ? <ListenersStep gateway={name} listeners={listeners} onChange={setListeners} /> : null}
        <Stack display={step === 2 ? undefined : 'none'}>
          <GatewayAuthStep gateway={name} value={auth} onChange={setAuth} />
        </Stack>

        <HStack gap="3">
          {step > 0 && !loaded ? (
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={busy}>
              <Trans>Back</Trans>
            </Button>
          ) : null}
          {step === 0 ? (
            <Button colorPalette="brand" type="submit" form={SETTINGS_FORM_ID}>
              <Trans>Continue</Trans>
            </Button>
          ) : step === 1 ? (
            <Button colorPalette="brand" disabled={listeners.length === 0} onClick={() => setStep(2)}>
              <Trans>Continue</Trans>
            </Button>
          ) : (
            <>
              <WriteAction>
                <Button colorPalette="brand" loading={busy} onClick={() => void create()}>
                  {loaded ? <Trans>Add authentication</Trans> : <Trans>Enable gateway</Trans>}
                </Button>
              </WriteAction>
              {loaded ? (
                <Button variant="outline" onClick={() => void finish()}>
                  <Trans>Open the gateway</Trans>
                </Button>
              ) : null}
            </>
          )}
        </HStack>
        <LeaveGuard dirty={dirty && !busy && !leaving} />
      </Stack>
    </Stack>
  );
}
