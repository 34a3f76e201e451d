import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ChoiceStep } from '../../components/ChoiceStep';
import { WriteAction } from '../../components/WriteAction';
import { VariantSettingsForm } from '../../forms/VariantSettingsForm';
import { BACKEND_LABELS, MECHANISM_LABELS, offeredMechanisms, type AuthnOffer, type Backend, type Mechanism } from './authn-catalog';
import { useAuthnDraft } from './use-authn-draft';

type Config = Record<string, unknown>;

interface AuthnWizardProps {
  /** The mechanisms and backends this place takes (the global chain, or one gateway). */
  offer: AuthnOffer;
  /** The settings form's id (the Create button submits it). */
  formId: string;
  busy: boolean;
  /** The whole request body, the steps' choices included. */
  onSubmit: (body: Config) => void;
  /** Drawn after Back and Create (a Cancel where the wizard is not a page of its own). */
  extraActions?: ReactNode;
}

/** Create an authenticator: mechanism, then backend (none for JWT), then its settings. */
export function AuthnWizard({ offer, formId, busy, onSubmit, extraActions }: AuthnWizardProps) {
  const { t, i18n } = useLingui();
  const draft = useAuthnDraft(offer);
  const [step, setStep] = useState(0);
  const { mechanism, backend, needsBackend } = draft;

  const steps = [t`Mechanism`, t`Backend`, t`Settings`];
  const settingsStep = needsBackend ? 2 : 1;
  const shownStep = step === settingsStep ? 2 : step;
  const canNext = step === 0 ? mechanism !== undefined : backend !== undefined;

  return (
    <Stack gap="6">
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
        <ChoiceStep
          legend={<Trans>Mechanism</Trans>}
          value={mechanism}
          options={offeredMechanisms(offer).map((m) => ({ value: m, label: i18n._(MECHANISM_LABELS[m]) }))}
          onChange={(next) => draft.pickMechanism(next as Mechanism)}
        />
      ) : null}
      {step === 1 && needsBackend ? (
        <ChoiceStep
          legend={<Trans>Backend</Trans>}
          value={backend}
          options={draft.backends.map((b) => ({ value: b, label: i18n._(BACKEND_LABELS[b]) }))}
          onChange={(next) => draft.pickBackend(next as Backend)}
        />
      ) : null}
      {step === settingsStep ? (
        <VariantSettingsForm
          id={formId}
          labelRoot="authentication"
          modes={draft.modes}
          mode={draft.mode}
          onModeChange={draft.pickMode}
          schema={draft.schema}
          uiSchema={draft.uiSchema}
          value={draft.value}
          onChange={draft.edit}
          onSubmit={(submitted) => onSubmit(draft.bodyOf(submitted))}
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
            <Button colorPalette="brand" type="submit" form={formId} loading={busy} disabled={draft.value === undefined}>
              <Trans>Create</Trans>
            </Button>
          </WriteAction>
        )}
        {extraActions}
      </HStack>
    </Stack>
  );
}
