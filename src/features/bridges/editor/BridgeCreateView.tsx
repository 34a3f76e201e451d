import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StepHeading } from '../../../components/StepHeading';
import { PageHeader } from '../../../components/PageHeader';
import { TypeGallery } from '../../../components/type-gallery/TypeGallery';
import { useGetActionTypes } from '../../../generated/endpoints/actions/actions';
import { useGetSourceTypes } from '../../../generated/endpoints/sources/sources';
import { valueLabel } from '../../../i18n/labels/labels';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { WebhookForm } from '../webhook/WebhookForm';
import { BridgeCreateForm } from './BridgeCreateForm';
import { bridgeGalleryItems } from './bridge-gallery';
import { bridgeTargets, targetKey, type BridgeTarget } from './types';

export interface BridgeCreateViewProps {
  /** Where to go once created; by default the new bridge's detail screen. */
  onCreated?: (created: { actionId?: string; sourceId?: string }) => void;
  /** Only action types (a rule's output is an action). */
  egressOnly?: boolean;
  /** The heading, when the screen is another's child (the rule editor's "Create action"). */
  title?: string;
  /** Where the back button leaves for, instead of the data bridge list. */
  back?: { label: string; go: () => void };
}

/** Create a data bridge: its type, then one form for the bridge and its connector (existing or new). */
export function BridgeCreateView({ onCreated, egressOnly = false, title, back }: BridgeCreateViewProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const actionTypes = useGetActionTypes({ query: { staleTime: Infinity } });
  const sourceTypes = useGetSourceTypes({ query: { staleTime: Infinity, enabled: !egressOnly } });
  const [picked, setPicked] = useState<BridgeTarget>();
  const [step, setStep] = useState<'type' | 'settings'>('type');
  const [dirty, setDirty] = useState(false);
  const [askingTypeChange, setAskingTypeChange] = useState(false);
  const backToTypes = () => {
    setAskingTypeChange(false);
    setStep('type');
    setDirty(false);
  };
  const targets = bridgeTargets(actionTypes.data?.map(String), egressOnly ? [] : sourceTypes.data?.map(String), egressOnly);

  const labelOf = (target: BridgeTarget): string => {
    if (target.kind === 'mqtt') return t`MQTT (ingress and egress)`;
    const name = valueLabel(i18n, target.type);
    if (target.type === 'http') return t`HTTP server (webhook)`;
    return target.kind === 'action' ? t`${name} (egress)` : t`${name} (ingress)`;
  };

  const created = async (result: { actionId?: string; sourceId?: string }) => {
    // Saved: the leave guard must know before the caller navigates away.
    flushSync(() => setDirty(false));
    if (onCreated) {
      onCreated(result);
      return;
    }
    const id = result.actionId ?? result.sourceId;
    // An ingress-only bridge is a source: the detail screen is told, in case an action has the same id.
    if (id) await navigate({ to: '/bridge/detail/$id', params: { id }, search: result.actionId ? {} : { kind: 'source' }, ignoreBlocker: true });
  };

  return (
    <Stack gap="6">
      <PageHeader title={title ?? <Trans>Create bridge</Trans>}>
        {back ? (
          <Button size="sm" variant="outline" onClick={back.go}>
            {back.label}
          </Button>
        ) : null}
      </PageHeader>
      <Stack gap="6" maxW="5xl">
        <LeaveGuard dirty={dirty} />
        {step === 'type' ? (
          <TypeGallery
            label={t`Bridge type`}
            items={bridgeGalleryItems(i18n, targets)}
            onPick={(item) => {
              // One pick: the card is the type, and its settings follow.
              setPicked(item.target);
              setStep('settings');
            }}
          />
        ) : picked ? (
          <Stack gap="4">
            <HStack gap="3">
              <StepHeading step={targetKey(picked)} focusOnMount>
                {labelOf(picked)}
              </StepHeading>
              <Button
                size="xs"
                variant="ghost"
                // Another type is another form: what was typed is lost, so a started form asks first.
                onClick={() => (dirty ? setAskingTypeChange(true) : backToTypes())}
              >
                <Trans>Change type</Trans>
              </Button>
            </HStack>
            {/* Sending messages to an HTTP endpoint is the webhook page, rule included, except for a rule's own output. */}
            {isWebhook(picked) && !egressOnly ? (
              <WebhookForm onDirty={setDirty} onCreated={(result) => void created(result)} />
            ) : (
              <BridgeCreateForm key={targetKey(picked)} target={picked} onDirty={setDirty} onCreated={(result) => void created(result)} />
            )}
          </Stack>
        ) : null}
        <ConfirmDialog open={askingTypeChange} destructive title={<Trans>Change the bridge type?</Trans>} confirmLabel={<Trans>Discard changes</Trans>} onConfirm={backToTypes} onCancel={() => setAskingTypeChange(false)}>
          <Trans>The settings typed for this type are lost.</Trans>
        </ConfirmDialog>
        {actionTypes.isError ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>The broker's list of bridge types could not be loaded: every type the console has a form for is offered.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </Stack>
  );
}

const isWebhook = (target: BridgeTarget): boolean => target.kind === 'action' && target.type === 'http';
