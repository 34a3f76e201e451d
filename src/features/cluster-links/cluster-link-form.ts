/**
 * The cluster link form: the broker's `cluster.link` as SchemaForm edits it, and the way between
 * the broker's object and the form's. schemas/ has no extract of `cluster.link`: its fields are
 * written here with the broker's own help texts (emqx-enterprise-5.8.1.json and its Chinese
 * twin), and the TLS block is the client TLS options the MQTT connector's schema carries.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFSchema } from '@rjsf/utils';
import type { ClusterLink, ClusterLinkLinkConfigResponse, PutClusterLinksLinkByNameBody } from '../../generated/model';
import mqttConnector from '../../../schemas/connector-mqtt.json';

export type ClusterLinkForm = Record<string, unknown>;

/**
 * A topic filter as emqx_topic takes it: levels split by '/', '+' a whole level, '#' a whole and
 * last level; not in the links' own `$LINK/cluster/` namespace. The widget says which rule is
 * broken; the pattern keeps a wrong filter from being sent.
 */
const TOPIC_FILTER_PATTERN = '^(?!\\$LINK/cluster/)(#|(\\+|[^/+#\\u0000]*)(/(\\+|[^/+#\\u0000]*))*(/#)?)$';

/** `host:port` (a bare host takes 1883); IPv6 addresses in brackets. */
const SERVER_PATTERN = '^(\\[[0-9A-Fa-f:.]+\\]|[^\\s:\\[\\],/]+)(:[0-9]{1,5})?$';

const ssl = (mqttConnector as { properties: { ssl: RJSFSchema } }).properties.ssl;

/** The document's shape, with the broker's help in both languages (`x-description-zh`, which JSON Schema's types do not know). */
const SOURCE: Record<string, unknown> = {
  type: 'object',
  required: ['name', 'server', 'topics'],
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      description:
        'Linked (remote) cluster name. Must be exactly equal to the value of `cluster.name` configured at the remote cluster. Must not be equal to the local cluster.name. All configured cluster link names must be unique.',
      'x-description-zh': '连接（远程）集群名称。必须与远程集群中配置的 `cluster.name` 值完全相同。不得与本地的 cluster.name 相同。所有配置的集群连接名称必须唯一。',
    },
    enable: {
      type: 'boolean',
      default: true,
      description:
        'Enable or disable a cluster link. The link is enabled by default, disabling it allows stopping the link without removing its configuration. The link must be enabled on both sides to be operational.',
      'x-description-zh': '启用或停用集群连接。默认情况下启用连接，停用允许停止连接而无需删除其配置。连接必须在两个集群上启用才能正常工作。',
    },
    server: {
      type: 'string',
      minLength: 1,
      pattern: SERVER_PATTERN,
      description: 'MQTT host and port of the remote EMQX broker.',
      'x-description-zh': '远程 EMQX 消息服务器的 MQTT 主机和端口。',
    },
    topics: {
      type: 'array',
      default: [],
      items: { type: 'string', minLength: 1, pattern: TOPIC_FILTER_PATTERN },
      description:
        'MQTT topics to be forwarded by the linked remote EMQX broker to the local broker. Messages are only forwarded if the local EMQX broker has matching subscriber(s). Wildcards are supported. Setting empty topics list on one side of the link can be used to establish unidirectional links.',
      'x-description-zh': '将由连接的远程 EMQX 消息服务器转发到本地消息服务器的 MQTT 主题。只有当本地 EMQX 有匹配的订阅者时，消息才会被转发。支持通配符。将一侧的主题列表设置为空可以建立单向连接。',
    },
    clientid: {
      type: 'string',
      description:
        'Optional Base MQTT client ID for connecting to the remote EMQX cluster. If omitted, local `cluster.name` is used. EMQX maintains several connections between linked clusters, so distinct suffixes are automatically appended to the base client ID.',
      'x-description-zh': '可选的基础 MQTT 客户端 ID，用于连接到远程 EMQX 集群。如果省略，将使用本地的 `cluster.name`。EMQX 在互相连接的集群之间维持多个连接，因此基础客户端 ID 会自动添加不同的后缀。',
    },
    username: {
      type: 'string',
      description: 'Optional MQTT username for connecting to the remote EMQX cluster.',
      'x-description-zh': '用于连接到远程 EMQX 集群的 MQTT 用户名（可选）。',
    },
    password: {
      type: 'string',
      format: 'password',
      description: 'Optional MQTT password for connecting to the remote EMQX cluster.',
      'x-description-zh': '用于连接到远程 EMQX 集群的密码（可选）。',
    },
    ssl: { ...ssl, description: 'SSL configuration for connecting to the remote EMQX cluster.', 'x-description-zh': '用于连接到远程 EMQX 集群的 SSL 配置。' },
    pool_size: {
      type: 'integer',
      default: 8,
      minimum: 1,
      description: 'Size of the pool of MQTT clients that will publish messages to the linked EMQX broker.',
      'x-description-zh': '将向连接的 EMQX 消息服务器发布消息的 MQTT 客户端池的大小。',
    },
    retry_interval: {
      type: 'string',
      format: 'emqx-duration',
      default: '15s',
      description: 'MQTT Message retry interval. Delay for the link to retry sending the QoS1/QoS2 messages in case of ACK not received.',
      'x-description-zh': 'MQTT 消息重试间隔。未收到 ACK 时，连接重新发送 QoS1/QoS2 消息前等待的时间。',
    },
    max_inflight: {
      type: 'integer',
      default: 32,
      minimum: 0,
      description: 'Max inflight (sent, but un-acked) messages of the MQTT protocol',
      'x-description-zh': 'MQTT 协议的最大待处理（已发送但未确认）消息数。',
    },
  },
};

export const CLUSTER_LINK_FORM_SCHEMA = SOURCE as RJSFSchema;

/** Essentials shown first; the rest under "Advanced settings". */
export const CLUSTER_LINK_ESSENTIALS = ['name', 'server', 'topics', 'clientid', 'username', 'password', 'ssl', 'pool_size', 'enable'];

/** Fields the broker's answers add to the configuration. */
const ANSWER_FIELDS = ['status', 'node_status', 'node'];

/** The broker's link (a GET answer) as the form edits it; fields the form does not show (resource options) ride along. */
export function toForm(link: ClusterLinkLinkConfigResponse | Record<string, unknown>): ClusterLinkForm {
  return Object.fromEntries(Object.entries(link).filter(([key]) => !ANSWER_FIELDS.includes(key)));
}

/** Text fields left empty are left out: the broker reads a missing client ID as "use the cluster's name". */
function withoutBlanks(form: ClusterLinkForm): ClusterLinkForm {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '' && value !== undefined));
}

/** POST's body. Secrets still "******" go back as they are: the broker keeps the stored ones. */
export function toCreateBody(form: ClusterLinkForm): ClusterLink {
  return withoutBlanks(form) as unknown as ClusterLink;
}

/** PUT's body: the whole link without its name (the path names it). */
export function toUpdateBody(form: ClusterLinkForm): PutClusterLinksLinkByNameBody {
  const { name: _name, ...rest } = withoutBlanks(form);
  return rest as unknown as PutClusterLinksLinkByNameBody;
}

/** emqx_resource's name rule, which the broker applies to links: a letter or digit first, then letters, digits, '_' and '-'. */
const NAME = /^[0-9a-zA-Z][-0-9a-zA-Z_]*$/;

export const NAME_RULE = msg`Start with a letter or a digit; use only letters, digits, underscores and '-'`;

/** Why `name` cannot be a new link's (shown as it is typed), or undefined. Empty is the schema's "required". */
export function linkNameError(name: unknown, taken: readonly string[]): MessageDescriptor | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  if (!NAME.test(name) || new TextEncoder().encode(name).length >= 255) return NAME_RULE;
  if (taken.includes(name)) return msg`A cluster link with this name already exists`;
  return undefined;
}
