import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { StepHeading } from '../../../components/StepHeading';
import { TypeGallery } from '../../../components/type-gallery/TypeGallery';
import { useGetGateways } from '../../../generated/endpoints/gateways/gateways';
import { authenticatorId, isBackend, isMechanism, type AuthnOffer } from '../../authentication/authn-catalog';
import { authnGalleryItems, authnPairLabel } from '../../authentication/authn-gallery';
import { useAuthnDraft } from '../../authentication/use-authn-draft';
import { AuthnDraftForm } from '../../authentication/AuthnDraftForm';
import { gatewayAuthnGalleryItems, NO_AUTHN, type GatewayAuthnGalleryItem } from './gateway-authn-gallery';
import { gatewayStatus } from '../model/gateways';
import { gatewayAuthnKey, readGatewayAuthn } from './gateway-authn-api';
import { gatewayAuthnOffer, isGatewayName } from './gateway-authn-offer';

/** An authenticator's request body as JSON. */
export type JsonObject = Record<string, unknown>;

/** The settings form's id: the create flow's own button may submit it (`form=`) to show what is missing. */
export const GATEWAY_AUTH_STEP_FORM_ID = 'gateway-auth-step';

interface GatewayAuthStepProps {
  gateway: string;
  /** null: no authentication. Otherwise the authenticator's body (mechanism, backend and their fields). */
  value: JsonObject | null;
  /** Called with the body as typed; null while nothing, or not yet a whole choice, is picked. */
  onChange: (value: JsonObject | null) => void;
}

/**
 * The gateway create flow's authentication step: none (the default), or one authenticator among
 * those the gateway takes (a gallery of mechanism and backend pairs, one pick), set up with the
 * authentication wizard's settings form.
 */
export function GatewayAuthStep({ gateway, value, onChange }: GatewayAuthStepProps) {
  const { i18n, t } = useLingui();
  const offer = gatewayAuthnOffer(gateway);
  const draft = useAuthnDraft(offer, value);
  const ready = draft.mechanism !== undefined && (!draft.needsBackend || draft.backend !== undefined);
  const body = ready ? (draft.body ?? null) : null;
  // Back at the gallery from a pair's settings: what was typed stays until another card is picked.
  const [choosing, setChoosing] = useState(false);
  const current = draft.mechanism ? authenticatorId({ mechanism: draft.mechanism, backend: draft.backend }) : NO_AUTHN;

  // A gateway set up already may have its one authenticator: then it is shown added, and no other is offered.
  const gateways = useGetGateways();
  const isLoaded = gateways.data !== undefined && gatewayStatus(gateways.data.find((g) => g.name === gateway)) !== 'unloaded';
  const existing = useQuery({ queryKey: gatewayAuthnKey(gateway), queryFn: ({ signal }) => readGatewayAuthn(gateway, signal), enabled: isLoaded && isGatewayName(gateway) });
  const added = isLoaded ? existing.data : undefined;
  const pairs = added ? addedPair(i18n, added, gateway) : authnGalleryItems(i18n, offer);
  // Not while the gateway's own authenticator may still turn up: then "None" keeps that one.
  const known = !gateways.isPending && !(isLoaded && existing.isPending);
  const unchecked = current === NO_AUTHN && known && !added;

  function pick(item: GatewayAuthnGalleryItem) {
    setChoosing(false);
    if (item.key === current) return;
    draft.pickMechanism(item.mechanism);
    if (item.backend) draft.pickBackend(item.backend);
  }

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
      {!ready || choosing ? (
        <Stack gap="4">
          {added ? (
            <Text color="fg.muted">
              <Trans>This gateway has its authenticator already, and takes one only: enabling the gateway again keeps it.</Trans>
            </Text>
          ) : null}
          {unchecked ? (
            <Alert.Root status="warning" size="sm" role="status">
              <Alert.Indicator />
              <Alert.Description>
                <Trans>Without authentication this gateway accepts any client.</Trans>
              </Alert.Description>
            </Alert.Root>
          ) : null}
          {/* Always mounted in the create flow (hidden until its step): the search box must not take the focus. */}
          <TypeGallery label={t`Authentication`} items={gatewayAuthnGalleryItems(i18n, pairs)} selectedKey={current} onPick={pick} />
        </Stack>
      ) : (
        <HStack gap="3">
          <StepHeading as="h3" step={current ?? ''} focusOnMount>
            {authnPairLabel(i18n, draft.mechanism!, draft.backend)}
          </StepHeading>
          <Button size="xs" variant="ghost" onClick={() => setChoosing(true)}>
            <Trans>Change type</Trans>
          </Button>
        </HStack>
      )}
      {ready && !choosing ? (
        <AuthnDraftForm id={GATEWAY_AUTH_STEP_FORM_ID} draft={draft} onSubmit={() => undefined} />
      ) : null}
    </Stack>
  );
}

/** The card of the gateway's own authenticator, added already, linking to its Authentication tab. */
function addedPair(i18n: Parameters<typeof authnGalleryItems>[0], config: Record<string, unknown>, gateway: string) {
  if (!isMechanism(config.mechanism)) return [];
  const offer: AuthnOffer = { [config.mechanism]: isBackend(config.backend) ? [config.backend] : [] };
  const link = <Link to="/gateway/detail/$name/auth" params={{ name: gateway }} />;
  return authnGalleryItems(i18n, offer, () => link);
}
