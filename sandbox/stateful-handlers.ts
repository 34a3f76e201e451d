/**
 * The handlers that keep state: what the screens create, edit, delete, page and filter. Kept apart
 * from the generated ones so the Node server can answer these before the 3 MB of generated mocks
 * (and faker) have loaded. The contract check comes before all of them.
 */
import type { HttpHandler } from 'msw';
import { contractCheckHandler, type ContractCheckOptions } from './contract/handler';
import { alarmHandlers } from './handlers/alarms';
import { apiKeyHandlers } from './handlers/api-keys';
import { auditHandlers } from './handlers/audit';
import { authHandlers } from './handlers/auth';
import { authenticationHandlers } from './handlers/authentication';
import { authorizationHandlers } from './handlers/authorization';
import { authzRuleHandlers } from './handlers/authz-rules';
import { backupHandlers } from './handlers/backups';
import { bannedHandlers } from './handlers/banned';
import { channelHandlers } from './handlers/channels';
import { clientHandlers } from './handlers/clients';
import { clientSessionHandlers } from './handlers/client-session';
import { clusterHandlers } from './handlers/cluster';
import { slowSubHandlers } from './handlers/slow-subs';
import { topicMetricHandlers } from './handlers/topic-metrics';
import { configHandlers } from './handlers/configs';
import { connectorHandlers } from './handlers/connectors';
import { delayedHandlers } from './handlers/delayed';
import { gatewayAuthnHandlers } from './handlers/gateway-authn';
import { gatewayClientHandlers } from './handlers/gateway-clients';
import { gatewayHandlers } from './handlers/gateways';
import { exhookHandlers } from './handlers/exhooks';
import { extensionHandlers } from './handlers/extensions';
import { clusterLinkHandlers } from './handlers/cluster-links';
import { listenerHandlers } from './handlers/listeners';
import { monitorHandlers } from './handlers/monitor';
import { nodeHandlers } from './handlers/nodes';
import { pluginHandlers } from './handlers/plugins';
import { prometheusHandlers } from './handlers/prometheus';
import { publishHandlers } from './handlers/publish';
import { retainerHandlers } from './handlers/retainer';
import { ruleHandlers } from './handlers/rules';
import { schemaRegistryHandlers } from './handlers/schema-registry';
import { dataHubHandlers } from './handlers/data-hub';
import { licenseHandlers } from './handlers/license';
import { durableStorageHandlers } from './handlers/durable-storage';
import { rebalanceHandlers } from './handlers/rebalance';
import { subscriptionHandlers } from './handlers/subscriptions';
import { traceHandlers } from './handlers/traces';
import { ssoHandlers } from './handlers/sso';
import { userHandlers } from './handlers/users';
import { withoutCallFrames } from './lib/call-frames';
import type { SandboxState } from './state';

export function createStatefulHandlers(state: SandboxState, contract: ContractCheckOptions = {}): HttpHandler[] {
  return withoutCallFrames(() => [
    // Every request, authorised or not, is first held to the API document: see contract/handler.ts.
    contractCheckHandler(contract),
    // First: the token check falls through to the handlers below once the request is authorised.
    ...authHandlers(state),
    ...userHandlers(state),
    ...nodeHandlers(state),
    ...clusterHandlers(state),
    ...topicMetricHandlers(state),
    ...slowSubHandlers(state),
    ...monitorHandlers(state),
    ...clientHandlers(state),
    ...clientSessionHandlers(state),
    ...subscriptionHandlers(state),
    ...publishHandlers(state),
    ...retainerHandlers(state),
    ...delayedHandlers(state),
    ...alarmHandlers(state),
    ...extensionHandlers(state),
    ...configHandlers(state),
    ...listenerHandlers(state),
    ...bannedHandlers(state),
    ...apiKeyHandlers(state),
    ...authenticationHandlers(state),
    ...authzRuleHandlers(state),
    ...backupHandlers(state),
    ...authorizationHandlers(state),
    ...ruleHandlers(state),
    ...connectorHandlers(state),
    ...channelHandlers(state, 'action'),
    ...channelHandlers(state, 'source'),
    ...prometheusHandlers(state),
    ...gatewayAuthnHandlers(state),
    ...gatewayHandlers(state),
    ...gatewayClientHandlers(state),
    ...pluginHandlers(state),
    ...exhookHandlers(state),
    ...clusterLinkHandlers(state),
    ...schemaRegistryHandlers(state),
    ...dataHubHandlers(state),
    ...licenseHandlers(state),
    ...durableStorageHandlers(state),
    ...rebalanceHandlers(state),
    ...auditHandlers(state),
    ...traceHandlers(state),
    ...ssoHandlers(state),
  ]);
}
