/**
 * Every generated msw handler (Orval, faker data), one import per API tag. Written by
 * sandbox/tools/write-generated-handlers.ts; the stateful handlers are listed before these.
 */
import type { HttpHandler } from 'msw';
import { getActionsMock } from '../src/generated/endpoints/actions/actions.msw';
import { getAlarmsMock } from '../src/generated/endpoints/alarms/alarms.msw';
import { getApiKeysMock } from '../src/generated/endpoints/api-keys/api-keys.msw';
import { getAuditMock } from '../src/generated/endpoints/audit/audit.msw';
import { getAuthenticationMock } from '../src/generated/endpoints/authentication/authentication.msw';
import { getAuthorizationMock } from '../src/generated/endpoints/authorization/authorization.msw';
import { getAutoSubscribeMock } from '../src/generated/endpoints/auto-subscribe/auto-subscribe.msw';
import { getBannedMock } from '../src/generated/endpoints/banned/banned.msw';
import { getBridgesMock } from '../src/generated/endpoints/bridges/bridges.msw';
import { getClientsMock } from '../src/generated/endpoints/clients/clients.msw';
import { getClusterMock } from '../src/generated/endpoints/cluster/cluster.msw';
import { getCoapGatewaysMock } from '../src/generated/endpoints/coap-gateways/coap-gateways.msw';
import { getConfigsMock } from '../src/generated/endpoints/configs/configs.msw';
import { getConnectorsMock } from '../src/generated/endpoints/connectors/connectors.msw';
import { getDashboardMock } from '../src/generated/endpoints/dashboard/dashboard.msw';
import { getDashboardSingleSignOnMock } from '../src/generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on.msw';
import { getDataBackupMock } from '../src/generated/endpoints/data-backup/data-backup.msw';
import { getDurableQueuesMock } from '../src/generated/endpoints/durable-queues/durable-queues.msw';
import { getDurableStorageMock } from '../src/generated/endpoints/durable-storage/durable-storage.msw';
import { getErrorCodesMock } from '../src/generated/endpoints/error-codes/error-codes.msw';
import { getExHookMock } from '../src/generated/endpoints/ex-hook/ex-hook.msw';
import { getFileTransferMock } from '../src/generated/endpoints/file-transfer/file-transfer.msw';
import { getGatewayAuthenticationMock } from '../src/generated/endpoints/gateway-authentication/gateway-authentication.msw';
import { getGatewayClientsMock } from '../src/generated/endpoints/gateway-clients/gateway-clients.msw';
import { getGatewayListenersMock } from '../src/generated/endpoints/gateway-listeners/gateway-listeners.msw';
import { getGatewaysMock } from '../src/generated/endpoints/gateways/gateways.msw';
import { getGcpDevicesMock } from '../src/generated/endpoints/gcp-devices/gcp-devices.msw';
import { getLicenseMock } from '../src/generated/endpoints/license/license.msw';
import { getListenersMock } from '../src/generated/endpoints/listeners/listeners.msw';
import { getLoadRebalanceMock } from '../src/generated/endpoints/load-rebalance/load-rebalance.msw';
import { getLwm2mGatewaysMock } from '../src/generated/endpoints/lwm2m-gateways/lwm2m-gateways.msw';
import { getMessageTransformationMock } from '../src/generated/endpoints/message-transformation/message-transformation.msw';
import { getMetricsMock } from '../src/generated/endpoints/metrics/metrics.msw';
import { getMonitorMock } from '../src/generated/endpoints/monitor/monitor.msw';
import { getMqttMock } from '../src/generated/endpoints/mqtt/mqtt.msw';
import { getNodeEvictionMock } from '../src/generated/endpoints/node-eviction/node-eviction.msw';
import { getNodesMock } from '../src/generated/endpoints/nodes/nodes.msw';
import { getPluginsMock } from '../src/generated/endpoints/plugins/plugins.msw';
import { getPublishMock } from '../src/generated/endpoints/publish/publish.msw';
import { getRelupMock } from '../src/generated/endpoints/relup/relup.msw';
import { getRetainerMock } from '../src/generated/endpoints/retainer/retainer.msw';
import { getRulesMock } from '../src/generated/endpoints/rules/rules.msw';
import { getSchemaRegistryMock } from '../src/generated/endpoints/schema-registry/schema-registry.msw';
import { getSchemaValidationMock } from '../src/generated/endpoints/schema-validation/schema-validation.msw';
import { getSlowSubscriptionsMock } from '../src/generated/endpoints/slow-subscriptions/slow-subscriptions.msw';
import { getSourcesMock } from '../src/generated/endpoints/sources/sources.msw';
import { getStatusMock } from '../src/generated/endpoints/status/status.msw';
import { getSubscriptionsMock } from '../src/generated/endpoints/subscriptions/subscriptions.msw';
import { getTopicsMock } from '../src/generated/endpoints/topics/topics.msw';
import { getTraceMock } from '../src/generated/endpoints/trace/trace.msw';

export function generatedHandlers(): HttpHandler[] {
  return [
    ...getActionsMock(),
    ...getAlarmsMock(),
    ...getApiKeysMock(),
    ...getAuditMock(),
    ...getAuthenticationMock(),
    ...getAuthorizationMock(),
    ...getAutoSubscribeMock(),
    ...getBannedMock(),
    ...getBridgesMock(),
    ...getClientsMock(),
    ...getClusterMock(),
    ...getCoapGatewaysMock(),
    ...getConfigsMock(),
    ...getConnectorsMock(),
    ...getDashboardMock(),
    ...getDashboardSingleSignOnMock(),
    ...getDataBackupMock(),
    ...getDurableQueuesMock(),
    ...getDurableStorageMock(),
    ...getErrorCodesMock(),
    ...getExHookMock(),
    ...getFileTransferMock(),
    ...getGatewayAuthenticationMock(),
    ...getGatewayClientsMock(),
    ...getGatewayListenersMock(),
    ...getGatewaysMock(),
    ...getGcpDevicesMock(),
    ...getLicenseMock(),
    ...getListenersMock(),
    ...getLoadRebalanceMock(),
    ...getLwm2mGatewaysMock(),
    ...getMessageTransformationMock(),
    ...getMetricsMock(),
    ...getMonitorMock(),
    ...getMqttMock(),
    ...getNodeEvictionMock(),
    ...getNodesMock(),
    ...getPluginsMock(),
    ...getPublishMock(),
    ...getRelupMock(),
    ...getRetainerMock(),
    ...getRulesMock(),
    ...getSchemaRegistryMock(),
    ...getSchemaValidationMock(),
    ...getSlowSubscriptionsMock(),
    ...getSourcesMock(),
    ...getStatusMock(),
    ...getSubscriptionsMock(),
    ...getTopicsMock(),
    ...getTraceMock(),
  ];
}
