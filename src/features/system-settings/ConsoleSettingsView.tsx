import { Trans } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { putConfigsDashboard, useGetConfigsDashboard } from '../../generated/endpoints/configs/configs';
import type { DashboardDashboard } from '../../generated/model';
import dashboardSchema from '../../../schemas/dashboard.json';
import { ListenerMoveNotice } from './ListenerMoveNotice';

const LISTENER_ESSENTIALS = ['bind'];

/**
 * Single sign-on is configured on its own screen (`/sso/{backend}`): left out of this form, whose
 * defaults would otherwise ask for every backend's server and secret. The broker's value is sent
 * back as read, like every field the form does not know.
 */
const { sso: _sso, ...consoleProperties } = dashboardSchema.properties;
const CONSOLE_SCHEMA = { ...dashboardSchema, properties: consoleProperties };

/**
 * The listeners and the session length first. The default password only seeds the first boot's
 * administrator: kept as the broker has it.
 */
const CONSOLE_UI: UiSchema<DashboardDashboard> = {
  'ui:options': { essentials: ['listeners', 'token_expired_time', 'cors'] },
  listeners: {
    http: { 'ui:options': { essentials: LISTENER_ESSENTIALS } },
    https: { 'ui:options': { essentials: [...LISTENER_ESSENTIALS, 'ssl_options'] } },
  },
  default_password: { 'ui:widget': 'hidden' },
};

/** The broker's dashboard settings: the listeners that serve this console and its API, token expiry, CORS. */
export function ConsoleSettingsView() {
  const current = useGetConfigsDashboard();
  return (
    <ConfigScreen<DashboardDashboard>
      title={<Trans>Console settings</Trans>}
      id="console-settings"
      root="dashboard"
      schema={CONSOLE_SCHEMA}
      uiSchema={CONSOLE_UI}
      current={current}
      save={(value) => putConfigsDashboard(value)}
      consequences={(before, after) => <ListenerMoveNotice before={before} after={after} />}
    />
  );
}
