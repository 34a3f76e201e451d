import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import { VariantSettingsForm } from '../../forms/VariantSettingsForm';
import { validator } from '../../forms/validator';
import { getGetAuthenticationQueryKey, usePostAuthentication } from '../../generated/endpoints/authentication/authentication';
import type { PostAuthenticationBody } from '../../generated/model';
import { authenticatorId, BACKEND_LABELS, BACKENDS_OF, MECHANISM_LABELS, MECHANISMS, modesOf, schemaName, type Backend, type Mechanism } from './authn-catalog';
import { useAuthnSchema, useAuthnUiSchema } from './authn-schema';
import { ChoiceStep } from '../../components/ChoiceStep';

type Config = Record<string, unknown>;

/** The fields the steps fix for a pair in a mode (JWKS is told by `use_jwks`, not by an algorithm). */
export function fixedFields(mechanism: Mechanism, backend: Backend | undefined, mode: string | undefined): Config {
  const fixed: Config = { mechanism, ...(backend ? { backend } : {}) };
  const modes = modesOf(mechanism, backend);
  if (!modes || mode === undefined) return fixed;
  if (mechanism === 'jwt') return mode === 'jwks' ? { ...fixed, use_jwks: true } : { ...fixed, algorithm: mode };
  return { ...fixed, [modes.field]: mode };
}

/** The broker's default hashing, which the built-in database's API body leaves without a default. */
const SUGGESTED: Config = { password_hash_algorithm: { name: 'sha256', salt_position: 'prefix' } };

/** Create an authenticator: mechanism, then backend (none for JWT), then its settings. */
export function AuthnCreateView() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = usePostAuthentication();
  const [step, setStep] = useState(0);
  const [mechanism, setMechanism] = useState<Mechanism>();
  const [backend, setBackend] = useState<Backend>();
  const [mode, setMode] = useState<string>();
  const [draft, setDraft] = useState<Config>();
  const needsBackend = mechanism !== undefined && BACKENDS_OF[mechanism].length > 0;
  const modes = mechanism ? modesOf(mechanism, backend) : undefined;
  const currentMode = mode ?? modes?.options[0]?.value;
  const name = mechanism && (!needsBackend || backend) ? schemaName(mechanism, backend, currentMode) : undefined;
  const schema = useAuthnSchema(name);
  const fixed = mechanism ? fixedFields(mechanism, backend, currentMode) : {};
  const uiSchema = useAuthnUiSchema(Object.keys(fixed).join(','));
  const initial = schema.data ? (getDefaultFormState(validator, schema.data, { ...(mechanism === 'password_based' ? SUGGESTED : {}), ...fixed }) as Config) : undefined;
  const value = draft ?? initial;

  const pickMechanism = (next: string) => {
    setMechanism(next as Mechanism);
    setBackend(undefined);
    setMode(undefined);
    setDraft(undefined);
  };
  const pickBackend = (next: string) => {
    setBackend(next as Backend);
    setMode(undefined);
    setDraft(undefined);
  };

  async function submit(config: Config) {
    const body = { ...config, ...fixed } as unknown as PostAuthenticationBody;
    try {
      await create.mutateAsync({ data: body });
    } catch {
      return;
    }
    const id = authenticatorId(body);
    toaster.create({ type: 'success', title: t`${id} created` });
    await queryClient.invalidateQueries({ queryKey: getGetAuthenticationQueryKey() });
    await navigate({ to: '/authentication/detail/$id', params: { id } });
  }

  const steps = [t`Mechanism`, t`Backend`, t`Settings`];
  const settingsStep = needsBackend ? 2 : 1;
  const shownStep = step === settingsStep ? 2 : step;
  const canNext = step === 0 ? mechanism !== undefined : backend !== undefined;

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title={<Trans>Create authenticator</Trans>}>
        <Button asChild size="sm" variant="outline">
          <Link to="/authentication">
            <Trans>Back to the chain</Trans>
          </Link>
        </Button>
      </PageHeader>
      <HStack as="ol" gap="6" listStyleType="none" aria-label={t`Steps`}>
        {steps.map((title, index) => (
          <HStack as="li" key={title} gap="2" aria-current={index === shownStep ? 'step' : undefined} color={index === shownStep ? 'fg' : 'fg.muted'} fontWeight={index === shownStep ? 'semibold' : 'normal'}>
            <Box as="span" borderWidth="1px" borderRadius="full" w="6" h="6" display="inline-flex" alignItems="center" justifyContent="center" fontSize="sm" borderColor={index <= shownStep ? 'colorPalette.solid' : 'border'} colorPalette="brand">
              {index + 1}
            </Box>
            <Text as="span">{title}</Text>
          </HStack>
        ))}
      </HStack>

      {step === 0 ? (
        <ChoiceStep legend={<Trans>Mechanism</Trans>} value={mechanism} options={MECHANISMS.map((m) => ({ value: m, label: i18n._(MECHANISM_LABELS[m]) }))} onChange={pickMechanism} />
      ) : null}
      {step === 1 && needsBackend && mechanism ? (
        <ChoiceStep legend={<Trans>Backend</Trans>} value={backend} options={BACKENDS_OF[mechanism].map((b) => ({ value: b, label: i18n._(BACKEND_LABELS[b]) }))} onChange={pickBackend} />
      ) : null}
      {step === settingsStep ? (
        <VariantSettingsForm
          id="authn-create"
          labelRoot="authentication"
          modes={modes}
          mode={currentMode}
          onModeChange={(next) => {
            setMode(next);
            setDraft(undefined);
          }}
          schema={schema}
          uiSchema={uiSchema}
          value={value}
          onChange={(next) => setDraft(next)}
          onSubmit={(v) => void submit(v)}
        />
      ) : null}

      <HStack gap="3">
        {step > 0 ? (
          <Button variant="outline" onClick={() => setStep(step === settingsStep && !needsBackend ? 0 : step - 1)}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {step < settingsStep || mechanism === undefined ? (
          <Button colorPalette="brand" disabled={!canNext} onClick={() => setStep(step + 1)}>
            <Trans>Continue</Trans>
          </Button>
        ) : (
          <WriteAction>
            <Button colorPalette="brand" type="submit" form="authn-create" loading={create.isPending} disabled={value === undefined}>
              <Trans>Create</Trans>
            </Button>
          </WriteAction>
        )}
      </HStack>
    </Stack>
  );
}
