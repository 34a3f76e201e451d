import { Trans } from '@lingui/react/macro';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { postConfigsResetByRootname, putConfigsBroker, useGetConfigsBroker } from '../../generated/endpoints/configs/configs';
import brokerSchema from '../../../schemas/broker.json';

/** The broker root of 5.8: whether sessions are registered cluster-wide, and how long their history is kept. */
export function SessionRegistryView() {
  const current = useGetConfigsBroker();
  return (
    <ConfigScreen
      title={<Trans>Session registry</Trans>}
      id="session-registry"
      root="broker"
      schema={brokerSchema}
      current={current}
      save={(value) => putConfigsBroker(value)}
      reset={() => postConfigsResetByRootname('broker')}
    />
  );
}
