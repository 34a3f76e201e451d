/**
 * Three plugins in boot order: EMQX's plugin template (running everywhere, with an Avro config
 * schema), a Prometheus pusher that did not start on the replicant, and an audit plugin that is
 * stopped and was installed while node 3 was away (so node 3 does not have it).
 */
import type { JsonObject } from '../lib/json';
import { avroDefaults, type PluginRecord, type PluginRunning } from '../model/plugins';
import type { SandboxNode } from './cluster';

const TEMPLATE_README = `# EMQX plugin template

A starting point for EMQX plugins: it hooks into client and message events and logs them.

## What it does

- logs \`client.connected\` and \`client.disconnected\` events;
- forwards messages on the configured **topics** to the configured host;
- exposes its settings through an Avro schema, edited in the dashboard.

## Build

\`\`\`sh
make rel
\`\`\`

See [the template's repository](https://github.com/emqx/emqx-plugin-template) for more.
`;

/** The template's config schema: every kind of field the console's form has to show. */
export const TEMPLATE_AVSC: JsonObject = {
  type: 'record',
  name: 'ExtendedConfig',
  fields: [
    { name: 'hostname', type: 'string', default: 'localhost', doc: 'Host name of the service the plugin forwards messages to.' },
    { name: 'port', type: { type: 'int' }, default: 3306, doc: 'Port of that service.' },
    { name: 'enable_tls', type: 'boolean', default: false, doc: 'Connect to the service over TLS.' },
    {
      name: 'log_level',
      type: { type: 'enum', name: 'LogLevel', symbols: ['debug', 'info', 'warning', 'error'] },
      default: 'info',
      doc: 'Lowest level of the events the plugin logs.',
    },
    { name: 'topics', type: { type: 'array', items: 'string' }, default: ['devices/+/telemetry'], doc: 'Topics whose messages are forwarded.' },
    {
      name: 'connection',
      doc: 'How the plugin connects to the service.',
      type: {
        type: 'record',
        name: 'Connection',
        fields: [
          { name: 'pool_size', type: 'int', default: 8, doc: 'Number of connections kept open.' },
          { name: 'timeout_ms', type: 'long', default: 5000, doc: 'Request timeout, in milliseconds.' },
          { name: 'username', type: ['null', 'string'], default: null, doc: 'User name, if the service asks for one.' },
        ],
      },
    },
    { name: 'labels', type: { type: 'map', values: 'string' }, default: { site: 'plant-7' }, doc: 'Labels added to every forwarded message.' },
  ],
};

const status = (nodes: SandboxNode[], each: (node: SandboxNode) => PluginRunning | undefined) =>
  new Map(nodes.flatMap((node) => {
    const s = each(node);
    return s ? [[node.name, s] as const] : [];
  }));

const EMQX_TEAM = { name: 'EMQX Team', contact: 'emqx-support@emqx.io', website: 'www.emqx.com' };

export function seedPlugins(nodes: SandboxNode[]): PluginRecord[] {
  return [
    {
      info: {
        name: 'emqx_plugin_template',
        rel_vsn: '5.0.0',
        rel_apps: ['emqx_plugin_template-5.0.0', 'map_sets-1.1.0'],
        description: 'This is a demo plugin: it logs client and message events.',
        author: ['EMQX Team'],
        builder: EMQX_TEAM,
        repo: 'https://github.com/emqx/emqx-plugin-template',
        functionality: ['Demo'],
        compatibility: { emqx: '~>5.7' },
        git_ref: 'ddab50fafeed6b1faea70fc9ffd8c700d7e26ec1',
        git_commit_or_build_date: '2024-09-12',
        metadata_vsn: '0.2.0',
        built_on_otp_release: '26',
        with_config_schema: true,
      },
      readme: TEMPLATE_README,
      status: status(nodes, () => 'running'),
      avsc: TEMPLATE_AVSC,
      config: { ...avroDefaults(TEMPLATE_AVSC), hostname: 'forwarder.plant-7.internal', topics: ['devices/+/telemetry', 'devices/+/alarms'] },
    },
    {
      info: {
        name: 'emqx_prometheus_push',
        rel_vsn: '2.1.3',
        rel_apps: ['emqx_prometheus_push-2.1.3'],
        description: 'Pushes broker metrics to a Prometheus Pushgateway at a fixed interval.',
        author: ['Plant 7 Operations', 'EMQX Team'],
        builder: { name: 'Plant 7 Operations', contact: 'ops@plant-7.example', website: 'plant-7.example' },
        repo: 'https://git.plant-7.example/emqx/prometheus-push',
        functionality: ['Metrics'],
        compatibility: { emqx: '~>5.6' },
        git_commit_or_build_date: '2024-06-03',
        metadata_vsn: '0.2.0',
        built_on_otp_release: '26',
      },
      readme: '',
      // The replicant lacks the Pushgateway route: the plugin failed to start there.
      status: status(nodes, (node) => (node.role === 'replicant' ? 'stopped' : 'running')),
      config: {},
    },
    {
      info: {
        name: 'emqx_message_audit',
        rel_vsn: '0.9.1',
        rel_apps: ['emqx_message_audit-0.9.1'],
        description: 'Keeps an audit trail of messages on sensitive topics.',
        author: ['Compliance Tools'],
        functionality: ['Audit'],
        compatibility: { emqx: '~>5.8' },
        git_commit_or_build_date: '2024-10-21',
        metadata_vsn: '0.2.0',
        built_on_otp_release: '26',
      },
      readme: '# Message audit\n\nRecords who published what on the topics you list.\n',
      status: status(nodes, (node) => (node.role === 'replicant' ? undefined : 'stopped')),
      config: {},
    },
  ];
}
