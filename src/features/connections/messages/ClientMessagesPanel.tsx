import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Section } from '../../../components/Section';
import type { EmqxMgmtApiClientsClient } from '../../../generated/model';
import { formatNumber } from '../../../i18n/format';
import { fill } from './client-messages';
import { MessageList } from './MessageList';

/** Nine tenths of a limit: the queue drops, or the window stalls, soon after. */
const NEARLY_FULL = 0.9;

function Usage({ count, max, children }: { count: number | undefined; max: number | string | undefined; children: (text: string) => ReactNode }) {
  const { t, i18n } = useLingui();
  const share = fill(count, max);
  const text = `${formatNumber(count ?? 0, i18n.locale)} / ${typeof max === 'number' ? formatNumber(max, i18n.locale) : t`Unlimited`}`;
  return (
    <Text color={share !== undefined && share >= NEARLY_FULL ? 'fg.error' : 'fg.muted'} fontSize="sm" mb="3" fontWeight={share !== undefined && share >= NEARLY_FULL ? 'medium' : undefined}>
      {children(text)}
    </Text>
  );
}

/**
 * What the broker holds for the client: the messages queued until it can take them, and those sent
 * and not yet acknowledged, each against its limit, so a backlog shows at a glance.
 */
export function ClientMessagesPanel({ clientId, client }: { clientId: string; client: EmqxMgmtApiClientsClient | undefined }) {
  const { i18n } = useLingui();
  const dropped = client?.mqueue_dropped ?? 0;
  return (
    <Stack gap="8">
      <Section id="client-queued" title={<Trans>Queued</Trans>}>
        <Usage count={client?.mqueue_len} max={client?.mqueue_max}>
          {(text) =>
            dropped > 0 ? (
              <Trans>
                {text} messages queued; {formatNumber(dropped, i18n.locale)} dropped because the queue was full.
              </Trans>
            ) : (
              <Trans>{text} messages queued.</Trans>
            )
          }
        </Usage>
        <MessageList clientId={clientId} kind="queued" />
      </Section>
      <Section id="client-inflight" title={<Trans>In flight</Trans>}>
        <Usage count={client?.inflight_cnt} max={client?.inflight_max}>
          {(text) => <Trans>{text} messages sent and waiting for an acknowledgement; new ones queue while the window is full.</Trans>}
        </Usage>
        <MessageList clientId={clientId} kind="inflight" />
      </Section>
    </Stack>
  );
}
