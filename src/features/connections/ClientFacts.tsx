import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { EmqxMgmtApiClientsClient } from '../../generated/model';
import { formatBytes, formatDateTime, formatNumber } from '../../i18n/format';
import { protocolName } from './connection-columns';
import { Section } from '../../components/Section';
import { TruncatedText } from '../../components/TruncatedText';
import { FactList, type Fact } from '../../components/FactList';

function Facts({ id, title, rows }: { id: string; title: string; rows: Fact[] }) {
  return (
    <Section id={id} framed title={title}>
      <FactList facts={rows} />
    </Section>
  );
}

/** Every field of the client, in the three groups operators look in: connection, session, counters. */
export function ClientFacts({ client }: { client: EmqxMgmtApiClientsClient }) {
  const { t, i18n } = useLingui();
  const n = (v: number | string | undefined) => (v === undefined ? '–' : typeof v === 'number' ? formatNumber(v, i18n.locale) : v);
  const pair = (a: number | undefined, b: number | string | undefined) => `${n(a)} / ${b === 'infinity' ? t`Unlimited` : n(b)}`;
  const time = (v: string | number | undefined | null) => (v === undefined || v === null ? '–' : formatDateTime(v, i18n.locale));
  const bytes = (v: number | undefined) => (v === undefined ? '–' : formatBytes(v, i18n.locale));
  const yes = (v: boolean | undefined) => (v === undefined ? '–' : v ? t`Yes` : t`No`);
  const c = client;
  return (
    <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
      <Facts
        id="client-connection"
        title={t`Connection`}
        rows={[
          [t`Node`, c.node ?? '–'],
          [t`Username`, c.username ? <TruncatedText value={c.username} copyLabel={t`Copy username`} maxW="full" /> : '–'],
          [t`IP address`, `${c.ip_address ?? '–'}:${c.port ?? ''}`],
          [t`Protocol`, protocolName(c)],
          [t`Keepalive (s)`, n(c.keepalive)],
          // MQTT 5 calls it clean start; before, clean session.
          [c.proto_ver === 5 ? t`Clean start` : t`Clean session`, yes(c.clean_start)],
          [t`Bridge`, yes(c.is_bridge)],
          [t`Mountpoint`, c.mountpoint || '–'],
          [t`Connected at`, time(c.connected_at)],
          [t`Disconnected at`, time(c.disconnected_at)],
        ]}
      />
      <Facts
        id="client-session"
        title={t`Session`}
        rows={[
          [t`Session created at`, time(c.created_at)],
          [t`Session expiry (s)`, n(c.expiry_interval)],
          [t`Durable`, yes(c.durable)],
          [t`Subscriptions (current / max)`, pair(c.subscriptions_cnt, c.subscriptions_max)],
          [t`Inflight (current / max)`, pair(c.inflight_cnt, c.inflight_max)],
          [t`Message queue (current / max)`, pair(c.mqueue_len, c.mqueue_max)],
          [t`Message queue dropped`, n(c.mqueue_dropped)],
          [t`Awaiting PUBREL (current / max)`, pair(c.awaiting_rel_cnt, c.awaiting_rel_max)],
          [t`Process heap`, bytes(c.heap_size)],
          [t`Reductions`, n(c.reductions)],
          [t`Mailbox`, n(c.mailbox_len)],
        ]}
      />
      <Facts
        id="client-counters"
        title={t`Counters`}
        rows={[
          [t`Bytes received / sent`, `${bytes(c.recv_oct)} / ${bytes(c.send_oct)}`],
          [t`Packets received / sent`, pair(c.recv_pkt, c.send_pkt)],
          [t`Messages received / sent`, pair(c.recv_msg, c.send_msg)],
          [t`Received dropped`, n(c['recv_msg.dropped'])],
          [t`Received dropped (PUBREL timeout)`, n(c['recv_msg.dropped.await_pubrel_timeout'])],
          [t`Sent dropped`, n(c['send_msg.dropped'])],
          [t`Sent dropped (expired)`, n(c['send_msg.dropped.expired'])],
          [t`Sent dropped (queue full)`, n(c['send_msg.dropped.queue_full'])],
          [t`Sent dropped (too large)`, n(c['send_msg.dropped.too_large'])],
        ]}
      />
    </SimpleGrid>
  );
}
