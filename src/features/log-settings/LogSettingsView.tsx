import { Trans } from '@lingui/react/macro';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { postConfigsResetByRootname, putConfigsLog, useGetConfigsLog } from '../../generated/endpoints/configs/configs';
import logSchema from '../../../schemas/log.json';

/** Log handlers: console and files, level, rotation and formatter. */
export function LogSettingsView() {
  const current = useGetConfigsLog();
  return <ConfigScreen title={<Trans>Log</Trans>} id="log-settings" root="log" schema={logSchema} current={current} save={(value) => putConfigsLog(value)} reset={() => postConfigsResetByRootname('log')} />;
}
