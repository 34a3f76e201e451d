import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { ChoiceStep } from '../../../components/ChoiceStep';
import { VariantSettingsForm } from '../../../forms/VariantSettingsForm';
import { BACKEND_LABELS, MECHANISM_LABELS, offeredMechanisms, type Backend, type Mechanism } from '../../authentication/authn-catalog';
import { useAuthnDraft } from '../../authentication/use-authn-draft';
import { gatewayAuthnOffer } from './gateway-authn-offer';

/** An authenticator's request body as JSON. */
export type JsonObject = Record<string, unknown>;

/** The settings form's id: the create flow's own button may submit it (`form=`) to show what is missing. */
export const GATEWAY_AUTH_STEP_FORM_ID = 'gateway-auth-step';

const NONE = 'none';

interface GatewayAuthStepProps {
  gateway: string;
  /** null: no authentication. Otherwise the authenticator's body (mechanism, backend and their fields). */
  value: JsonObject | null;
  /** Called with the body as typed; null while nothing, or not yet a whole choice, is picked. */
  onChange: (value: JsonObject | null) => void;
}

/**
 * The gateway create flow's authentication step: none (the default), or one authenticator among
 * those the gateway takes, set up with the authentication wizard's choices and settings form.
 */
export function GatewayAuthStep({ gateway, value, onChange }: GatewayAuthStepProps) {
  const { i18n, t } = useLingui();
  const offer = gatewayAuthnOffer(gateway);
  const draft = useAuthnDraft(offer, value);
  const ready = draft.mechanism !== undefined && (!draft.needsBackend || draft.backend !== undefined);
  const body = ready ? (draft.body ?? null) : null;

  // The parent hears each new body once (the draft hook recomputes it on every render).
  const sent = useRef<string | undefined>(undefined);
  const serialized = JSON.stringify(body);
  useEffect(() => {
    if (sent.current === serialized) return;
    const first = sent.current === undefined;
    sent.current = serialized;
    // On mount the parent already has what it passed in.
    if (first && JSON.stringify(value) === serialized) return;
    onChange(body);
  });

  return (
    <Stack gap="6">
      <ChoiceStep
        legend={<Trans>Authentication</Trans>}
        value={draft.mechanism ?? NONE}
        options={[{ value: NONE, label: t`None` }, ...offeredMechanisms(offer).map((m) => ({ value: m, label: i18n._(MECHANISM_LABELS[m]) }))]}
        onChange={(next) => draft.pickMechanism(next === NONE ? undefined : (next as Mechanism))}
      />
      {draft.needsBackend ? (
        <ChoiceStep
          legend={<Trans>Backend</Trans>}
          value={draft.backend}
          options={draft.backends.map((b) => ({ value: b, label: i18n._(BACKEND_LABELS[b]) }))}
          onChange={(next) => draft.pickBackend(next as Backend)}
        />
      ) : null}
      {ready ? (
        <VariantSettingsForm
          id={GATEWAY_AUTH_STEP_FORM_ID}
          labelRoot="authentication"
          modes={draft.modes}
          mode={draft.mode}
          onModeChange={draft.pickMode}
          schema={draft.schema}
          uiSchema={draft.uiSchema}
          value={draft.value}
          onChange={draft.edit}
          onSubmit={() => undefined}
        />
      ) : null}
    </Stack>
  );
}
