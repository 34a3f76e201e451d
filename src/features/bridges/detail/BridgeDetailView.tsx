import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { PageTabs } from '../../../components/PageTabs';
import { TruncatedText } from '../../../components/TruncatedText';
import { parseResourceId } from '../model/bridge';
import { WriteAction } from '../../../components/WriteAction';
import { BridgeSettingsPanel } from '../editor/BridgeSettingsPanel';
import { useBridge, useRulesUsing } from '../model/queries';
import { rulesUsing } from '../model/rules-using';
import { ResourceStatus } from '../shared/ResourceStatus';
import { DIRECTION_LABELS } from '../shared/status-labels';
import { useBridgeEnable } from '../shared/use-bridge-enable';
import { BridgeOverview } from './BridgeOverview';
import { UseInRuleButton } from './UseInRuleButton';
import { DeleteBridgeDialog } from './DeleteBridgeDialog';
import type { BridgeDetailTab } from './detail-search';
import { typeLabel } from '../../../i18n/labels/type-labels';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import { DangerButton } from '../../../components/DangerButton';

const route = getRouteApi('/_auth/bridge/detail/$id');

/** A bridge is called by its name, the part of its ID after the type ("http:orders" is "orders"). */
const nameOf = (id: string) => parseResourceId(id)?.name ?? id;

/** `/bridge/detail/{id}`: a bridge's status, statistics and settings, with enable and delete. */
export function BridgeDetailView() {
  const { t, i18n } = useLingui();
  const { id } = route.useParams();
  const { tab = 'overview', kind } = route.useSearch();
  const navigate = useNavigate({ from: '/bridge/detail/$id' });
  const { bridge, missing, isError, refetch } = useBridge(id, kind);
  const enable = useBridgeEnable();
  const [deleting, setDeleting] = useState(false);
  // The rules that use this bridge (asked of the broker by its id), not every rule of the estate.
  const rules = useRulesUsing(bridge ? [bridge] : undefined);
  const idLine = <TruncatedText value={id} copyLabel={t`Copy bridge ID`} maxW="full" />;

  if (!bridge) {
    let body;
    if (missing) {
      body = (
        <Text>
          <Trans>No action or source has the ID {id}. It may have been deleted.</Trans>
        </Text>
      );
    } else if (isError) {
      body = (
        <HStack gap="3">
          <Text color="fg.muted">
            <Trans>The bridge could not be read.</Trans>
          </Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </HStack>
      );
    } else {
      body = <Loading size="sm" />;
    }
    return (
      <>
        <PageHeader title={nameOf(id)} copyLabel={t`Copy bridge name`} titleMaxW="32rem" subtitle={idLine} titleAside={missing ? <Badge colorPalette="red">{t`Not found`}</Badge> : undefined} />
        {body}
      </>
    );
  }

  const using = rules.data ? rulesUsing(bridge, rules.data) : undefined;
  return (
    <>
      <PageHeader
        title={nameOf(id)}
        copyLabel={t`Copy bridge name`}
        titleMaxW="32rem"
        subtitle={idLine}
        titleAside={
          <HStack gap="2">
            <Badge variant="outline">{typeLabel(i18n, bridge.type)}</Badge>
            <Badge variant="outline">{i18n._(DIRECTION_LABELS[bridge.direction])}</Badge>
            <ResourceStatus status={bridge.status} enable={bridge.enable} nodeStatus={bridge.nodeStatus} reason={bridge.statusReason} />
          </HStack>
        }
      >
        {/* Unused by any rule, it is the next step: the button says so. */}
        <UseInRuleButton bridge={bridge} emphasised={using?.length === 0} />
        <WriteAction>
          <ToggleSwitch label={t`Enabled`} checked={bridge.enable} disabled={enable.isPending} onChange={(checked) => void enable.toggle(bridge, checked)} />
        </WriteAction>
        <DangerButton onClick={() => setDeleting(true)}>
          <Trans>Delete</Trans>
        </DangerButton>
      </PageHeader>
      <PageTabs<BridgeDetailTab>
        label={t`Data bridge`}
        value={tab}
        onChange={(value) => void navigate({ search: (prev) => ({ ...prev, tab: value === 'overview' ? undefined : value }) })}
        tabs={[
          { value: 'overview', label: t`Overview`, content: <BridgeOverview bridge={bridge} rules={using} onRetryRules={rules.isError ? () => void rules.refetch() : undefined} /> },
          { value: 'settings', label: t`Settings`, content: <BridgeSettingsPanel id={id} kind={bridge.kind} /> },
        ]}
      />
      <DeleteBridgeDialog
        bridge={deleting ? bridge : undefined}
        rules={using}
        onCancel={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/bridge/dataBridge' })}
      />
    </>
  );
}
