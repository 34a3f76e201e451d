import { Trans } from '@lingui/react/macro';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { postConfigsResetByRootname, putConfigsSysTopics, useGetConfigsSysTopics } from '../../generated/endpoints/configs/configs';
import sysTopicsSchema from '../../../schemas/sys-topics.json';

/** $SYS topics: publish and heartbeat intervals, and which client events are published. */
export function SystemTopicsView() {
  const current = useGetConfigsSysTopics();
  return (
    <ConfigScreen
      title={<Trans>System topics</Trans>}
      id="sys-topics-settings"
      root="sys_topics"
      schema={sysTopicsSchema}
      current={current}
      save={(value) => putConfigsSysTopics(value)}
      reset={() => postConfigsResetByRootname('sys_topics')}
    />
  );
}
