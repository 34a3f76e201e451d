import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FactList } from '../../components/FactList';
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
  const { i18n, t } = useLingui();
  const session = useSession();
  const broker = useBrokerVersion();
  return (
    <Section id="versions" title={<Trans>Versions</Trans>}>
      <FactList
        facts={[
          [t`Console`, CONSOLE_VERSION],
          [t`Broker`, broker ? `EMQX ${i18n._(EDITION_NAMES[broker.edition])} ${broker.version}` : session ? undefined : t`The broker's version shows after login.`],
        ]}
      />
    </Section>
  );
}
