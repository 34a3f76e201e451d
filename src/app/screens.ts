/**
 * Every screen of the console: its route, its title and the optional API it needs. The menu, the
 * command palette, page titles and the capability gate all read this.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Capability } from '../api/capabilities';

export interface Screen {
  title: MessageDescriptor;
  capability?: Capability;
  /** The list a detail or create screen belongs to: the breadcrumb above its title leads there. */
  parent?: string;
}

/** Keyed by the route's full path, as TanStack Router names it ($param for parameters). */
const SCREEN_LIST = {
  '/dashboard/overview': { title: msg`Overview` },
  '/dashboard/nodes': { title: msg`Nodes` },
  '/dashboard/nodes/$nodeName': { title: msg`Node details`, parent: '/dashboard/nodes' },
  '/dashboard/metrics': { title: msg`Metrics` },
  '/alarm/current-alarm': { title: msg`Current alarms`, capability: 'alarms' },
  '/alarm/history-alarm': { title: msg`Alarm history`, capability: 'alarms' },
  '/connections': { title: msg`Connections` },
  '/connections/detail/$clientId': { title: msg`Connection details`, parent: '/connections' },
  '/subscriptions/subscription': { title: msg`Subscriptions` },
  '/subscriptions/topics': { title: msg`Topics` },
  '/retained': { title: msg`Retained messages` },
  '/topic-explorer': { title: msg`Topic explorer` },
  '/users': { title: msg`Users` },
  '/blacklist': { title: msg`Blacklist` },
  '/authentication': { title: msg`Authentication` },
  '/authentication/create': { title: msg`Create authenticator`, parent: '/authentication' },
  '/authentication/detail/$id': { title: msg`Authenticator details`, parent: '/authentication' },
  '/authorization': { title: msg`Authorization` },
  '/authorization/create': { title: msg`Create authorizer`, parent: '/authorization' },
  '/authorization/detail/$type': { title: msg`Authorizer details`, parent: '/authorization' },
  '/gateway': { title: msg`Gateways` },
  '/gateway/create/$name': { title: msg`Set up gateway`, parent: '/gateway' },
  '/gateway/detail/$name/settings': { title: msg`Gateway settings`, parent: '/gateway' },
  '/gateway/detail/$name/listeners': { title: msg`Gateway listeners`, parent: '/gateway' },
  '/gateway/detail/$name/auth': { title: msg`Gateway authentication`, parent: '/gateway' },
  '/gateway/detail/$name/connections': { title: msg`Gateway connections`, parent: '/gateway' },
  '/APIKey': { title: msg`API keys` },
  '/plugins': { title: msg`Plugins` },
  '/plugins/install': { title: msg`Install plugin`, parent: '/plugins' },
  '/plugins/detail/$plugin': { title: msg`Plugin details`, parent: '/plugins' },
  '/exhook': { title: msg`ExHook` },
  '/exhook/create': { title: msg`Create ExHook server`, parent: '/exhook' },
  '/exhook/detail/$exhookName': { title: msg`ExHook server details`, parent: '/exhook' },
  '/rules': { title: msg`Rules` },
  '/rules/create': { title: msg`Create rule`, parent: '/rules' },
  '/rules/detail/$id': { title: msg`Rule details`, parent: '/rules' },
  '/rules/bridge': { title: msg`Create action`, parent: '/rules' },
  '/bridge/dataBridge': { title: msg`Data bridges` },
  '/bridge/create': { title: msg`Create bridge`, parent: '/bridge/dataBridge' },
  '/bridge/detail/$id': { title: msg`Data bridge details`, parent: '/bridge/dataBridge' },
  '/bridge/connector/create': { title: msg`Create connector`, parent: '/bridge/dataBridge' },
  '/bridge/connector/$id': { title: msg`Connector details`, parent: '/bridge/dataBridge' },
  '/listener': { title: msg`Listeners` },
  '/mqtt/general': { title: msg`MQTT general settings` },
  '/mqtt/session': { title: msg`Session settings` },
  '/mqtt/retainer': { title: msg`Retainer` },
  '/mqtt/system-topic': { title: msg`System topics` },
  '/mqtt/extension': { title: msg`MQTT extensions` },
  '/log': { title: msg`Log` },
  '/limiter': { title: msg`Limiter` },
  '/monitoring/alarm-settings': { title: msg`Alarm settings` },
  '/monitoring/integration': { title: msg`Monitoring integration`, capability: 'monitoringIntegration' },
  '/flow': { title: msg`Flows` },
  '/websocket': { title: msg`WebSocket client` },
  '/topic-metrics': { title: msg`Topic metrics`, capability: 'topicMetrics' },
  '/slow-sub': { title: msg`Slow subscriptions`, capability: 'slowSubscriptions' },
  '/slow-sub/config': { title: msg`Slow subscription settings`, capability: 'slowSubscriptions', parent: '/slow-sub' },
  '/dropped-messages': { title: msg`Dropped messages` },
  '/log-trace': { title: msg`Log trace` },
  '/log-trace/detail/$id': { title: msg`Trace details`, parent: '/log-trace' },
  '/schema-registry': { title: msg`Schema registry`, capability: 'schemaRegistry' },
  '/schema-registry/create': { title: msg`Create schema`, capability: 'schemaRegistry', parent: '/schema-registry' },
  '/schema-registry/detail/$name': { title: msg`Schema details`, capability: 'schemaRegistry', parent: '/schema-registry' },
  '/schema-registry/external': { title: msg`External registries`, capability: 'externalRegistries', parent: '/schema-registry' },
  '/schema-validation': { title: msg`Schema validations`, capability: 'dataHub' },
  '/schema-validation/create': { title: msg`Create schema validation`, capability: 'dataHub', parent: '/schema-validation' },
  '/schema-validation/detail/$name': { title: msg`Schema validation`, capability: 'dataHub', parent: '/schema-validation' },
  '/schema-validation/edit/$name': { title: msg`Edit schema validation`, capability: 'dataHub', parent: '/schema-validation' },
  '/message-transform': { title: msg`Message transformations`, capability: 'dataHub' },
  '/message-transform/create': { title: msg`Create message transformation`, capability: 'dataHub', parent: '/message-transform' },
  '/message-transform/detail/$name': { title: msg`Message transformation`, capability: 'dataHub', parent: '/message-transform' },
  '/message-transform/edit/$name': { title: msg`Edit message transformation`, capability: 'dataHub', parent: '/message-transform' },
  '/backup': { title: msg`Backups`, capability: 'backups' },
  '/audit': { title: msg`Audit log`, capability: 'audit' },
  '/license': { title: msg`License`, capability: 'license' },
  '/cluster/maintenance': { title: msg`Node maintenance`, capability: 'nodeMaintenance' },
  '/cluster/links': { title: msg`Cluster linking`, capability: 'clusterLinking' },
  '/cluster/links/create': { title: msg`Create cluster link`, capability: 'clusterLinking', parent: '/cluster/links' },
  '/cluster/links/detail/$name': { title: msg`Cluster link`, capability: 'clusterLinking', parent: '/cluster/links' },
  '/cluster/durable-storage': { title: msg`Durable storage`, capability: 'durableStorage' },
  '/sso': { title: msg`Single sign-on`, capability: 'sso' },
  '/sso/detail/$backend': { title: msg`Single sign-on backend`, capability: 'sso', parent: '/sso' },
  '/system-settings/console': { title: msg`Console settings` },
  '/system-settings/session-registry': { title: msg`Session registry` },
  '/settings': { title: msg`Settings` },
  '/help': { title: msg`Help` },
} satisfies Record<string, Screen>;

export type ScreenPath = keyof typeof SCREEN_LIST;
export const SCREENS: Record<ScreenPath, Screen> = SCREEN_LIST;

export function screenFor(fullPath: string): Screen | undefined {
  return (SCREENS as Record<string, Screen>)[fullPath];
}

/** Screens one can jump to without a parameter: what the command palette offers. */
export const JUMPABLE_SCREENS = (Object.keys(SCREENS) as ScreenPath[]).filter((path) => !path.includes('$'));
