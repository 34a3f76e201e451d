/**
 * `GET /authentication/{id}/status` as the broker sends it. The document declares the node_*
 * fields as single objects; the broker (and the document's own example) sends one item per node.
 */
import type { AuthnMetricsStatusFields } from '../../generated/model';

export interface NodeMetrics {
  total?: number;
  success?: number;
  failed?: number;
  nomatch?: number;
  rate?: number;
  rate_last5m?: number;
  rate_max?: number;
}

export interface AuthnStatus {
  status?: string;
  metrics: NodeMetrics;
  nodes: { node: string; status?: string; metrics: NodeMetrics; error?: string }[];
}

const listOf = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);

export function readAuthnStatus(answer: AuthnMetricsStatusFields | undefined): AuthnStatus {
  const raw = (answer ?? {}) as Record<string, unknown>;
  const byNode = new Map<string, AuthnStatus['nodes'][number]>();
  const entry = (node: unknown) => {
    const name = String(node ?? '');
    let found = byNode.get(name);
    if (!found) byNode.set(name, (found = { node: name, metrics: {} }));
    return found;
  };
  for (const s of listOf(raw.node_status)) entry(s.node).status = typeof s.status === 'string' ? s.status : undefined;
  for (const m of listOf(raw.node_metrics)) entry(m.node).metrics = (m.metrics ?? {}) as NodeMetrics;
  // The broker sends `reason` where its document says `error` (emqx_authn_api.erl, emqx_authz_api_sources.erl).
  for (const e of listOf(raw.node_error)) entry(e.node).error = typeof e.error === 'string' ? e.error : typeof e.reason === 'string' ? e.reason : undefined;
  return { status: typeof raw.status === 'string' ? raw.status : undefined, metrics: (raw.metrics ?? {}) as NodeMetrics, nodes: [...byNode.values()] };
}
