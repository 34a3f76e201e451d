import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactElement, type ReactNode } from 'react';
import { StepHeading } from '../../components/StepHeading';
import { StepList } from '../../components/StepList';
import { TypeGallery } from '../../components/type-gallery/TypeGallery';
import { WriteAction } from '../../components/WriteAction';
import { authenticatorId, type AuthnOffer } from './authn-catalog';
import { authnGalleryItems, authnPairLabel, type AuthnGalleryItem } from './authn-gallery';
import { useAuthnDraft } from './use-authn-draft';
import { AuthnDraftForm } from './AuthnDraftForm';

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
  /**
   * For the id of an authenticator already there (`password_based:mysql`), a link (without text) to
   * it: its card is shown added instead of pickable. Undefined for the others.
   */
  takenLink?: (id: string) => ReactElement | undefined;
}

/** Create an authenticator: its type (mechanism and backend, one pick in a gallery), then its settings. */
export function AuthnWizard({ offer, formId, busy, onSubmit, extraActions, takenLink }: AuthnWizardProps) {
  const { t, i18n } = useLingui();
  const draft = useAuthnDraft(offer);
  const [step, setStep] = useState(0);
  const { mechanism, backend } = draft;
  const current = mechanism ? authenticatorId({ mechanism, backend }) : undefined;

  const steps = [t`Type`, t`Settings`];

  function pick(item: AuthnGalleryItem) {
    // The same card again keeps what was typed for it.
    if (item.key !== current) {
      draft.pickMechanism(item.mechanism);
      if (item.backend) draft.pickBackend(item.backend);
    }
    setStep(1);
  }

  return (
    <Stack gap="6">
      <StepList steps={steps} current={step} />

      {step === 0 ? <TypeGallery label={t`Authenticator type`} items={authnGalleryItems(i18n, offer, takenLink)} onPick={pick} /> : null}
      {step === 1 && mechanism ? (
        <Stack gap="4">
          <StepHeading step={current ?? ''} focusOnMount>
            {authnPairLabel(i18n, mechanism, backend)}
          </StepHeading>
          <AuthnDraftForm id={formId} draft={draft} onSubmit={onSubmit} />
        </Stack>
      ) : null}

      <HStack gap="3">
        {step === 1 ? (
          <>
            <Button variant="outline" onClick={() => setStep(0)}>
              <Trans>Back</Trans>
            </Button>
            <WriteAction>
              <Button colorPalette="brand" type="submit" form={formId} loading={busy} disabled={draft.value === undefined}>
                <Trans>Create</Trans>
              </Button>
            </WriteAction>
          </>
        ) : null}
        {extraActions}
      </HStack>
    </Stack>
  );
}
