import { Trans } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { postConfigsResetByRootname, putConfigsLog, useGetConfigsLog } from '../../generated/endpoints/configs/configs';
import logSchema from '../../../schemas/log.json';

const HANDLER_ESSENTIALS = ['enable', 'level', 'path', 'rotation_count', 'rotation_size'];

/** Where logs go and at what level first; formats, throttling and the audit log fold away. */
const LOG_UI: UiSchema = {
  'ui:options': { essentials: ['console', 'file'] },
  console: { 'ui:options': { essentials: HANDLER_ESSENTIALS } },
  file: { 'ui:options': { valueUiSchema: { 'ui:options': { essentials: HANDLER_ESSENTIALS } } } },
  audit: { 'ui:options': { essentials: ['enable', 'path'] } },
};

/** Log handlers: console and files, level, rotation and formatter. */
export function LogSettingsView() {
  const current = useGetConfigsLog();
  return (
    <ConfigScreen
      title={<Trans>Log</Trans>}
      id="log-settings"
      root="log"
      schema={logSchema}
      uiSchema={LOG_UI}
      current={current}
      save={(value) => putConfigsLog(value)}
      reset={() => postConfigsResetByRootname('log')}
    />
  );
}
