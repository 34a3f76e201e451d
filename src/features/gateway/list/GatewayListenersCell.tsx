import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useGetGatewaysByNameListeners } from '../../../generated/endpoints/gateway-listeners/gateway-listeners';
import type { EmqxGatewayApiGatewayListenerOverview } from '../../../generated/model';
import type { GatewayName } from '../model/gateways';

/**
 * A loaded gateway's listeners, type and address. The overview names only their types, so the
 * addresses come from the gateway's listener list (at most five small requests on the page).
 */
export function GatewayListenersCell({ name, overview }: { name: GatewayName; overview: EmqxGatewayApiGatewayListenerOverview[] | undefined }) {
  const listeners = useGetGatewaysByNameListeners(name, { query: { enabled: (overview?.length ?? 0) > 0 } });
  const rows = listeners.data?.map((l) => ({ key: l.id ?? `${l.type}:${l.name}`, type: l.type, bind: l.bind })) ?? overview?.map((l) => ({ key: l.id ?? '', type: l.type, bind: undefined }));
  if (!rows?.length)
    return (
      <Text color="fg.muted">
        <Trans>None</Trans>
      </Text>
    );
  return (
    <Stack gap="0.5">
      {rows.map((l) => (
        <Text key={l.key} fontSize="sm" whiteSpace="nowrap">
          <Text as="span" fontWeight="medium">
            {String(l.type ?? '').toUpperCase()}
          </Text>
          {l.bind ? ` ${l.bind}` : null}
        </Text>
      ))}
    </Stack>
  );
}
