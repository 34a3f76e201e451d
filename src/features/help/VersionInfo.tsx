import { DataList } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Edition } from '../../api/session';
import { useSession } from '../../api/use-session';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { Section } from '../../components/Section';
import { CONSOLE_VERSION } from './console-version';

const EDITION_NAMES = { enterprise: msg`Enterprise`, community: msg`Open Source` } as const;

/** What the broker is: the session's record of the login, else what the nodes report. */
function useBrokerVersion(): { version: string; edition: Edition } | undefined {
  const session = useSession();
  // Only a session restored without a version (older login answers) asks the cluster.
  const nodes = useGetNodes({ query: { enabled: !!session && !session.version }, request: { background: true } });
  if (!session) return undefined;
  if (session.version) return { version: session.version, edition: session.edition };
  const node = nodes.data?.[0];
  if (!node?.version) return undefined;
  return { version: node.version, edition: node.edition === 'Enterprise' ? 'enterprise' : 'community' };
}

/** The console's version, and the broker's once logged in: what a bug report or a support question needs. */
export function VersionInfo() {
  const { i18n } = useLingui();
  const session = useSession();
  const broker = useBrokerVersion();
  return (
    <Section id="versions" title={<Trans>Versions</Trans>}>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Console</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{CONSOLE_VERSION}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Broker</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {broker ? (
              `EMQX ${i18n._(EDITION_NAMES[broker.edition])} ${broker.version}`
            ) : session ? (
              '–'
            ) : (
              <Trans>The broker's version shows after login.</Trans>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Section>
  );
}
