/** The sandbox's internal records. Handlers turn them into the broker's JSON shapes on the way out. */

export interface ClientRecord {
  clientid: string;
  username: string;
  node: string;
  /** Listener id, e.g. `tcp:default`. */
  listener: string;
  ip: string;
  port: number;
  protoVer: 3 | 4 | 5;
  cleanStart: boolean;
  keepalive: number;
  /** Seconds; 0 for clean sessions. */
  expiryInterval: number;
  createdAt: number;
  connectedAt: number;
  /** Set when the client is offline and its session is kept. */
  disconnectedAt?: number;
  isBridge: boolean;
  /** Messages per second the client publishes and receives while connected. */
  inRate: number;
  outRate: number;
  /** Shares of QoS 0, 1 and 2 in its traffic. */
  qosMix: readonly [number, number, number];
  avgPayload: number;
  heapSize: number;
  reductionsBase: number;
  mqueueLen: number;
  mqueueDropped: number;
  inflightCnt: number;
  /**
   * A consumer that stopped acknowledging at this time: its in-flight window stays full and its queue
   * fills at `outRate` from then on (model/client-queues.ts).
   */
  lagSince?: number;
  /** Messages exchanged in earlier connections of the same session. */
  recvBefore: number;
  sendBefore: number;
}

export interface SubscriptionRecord {
  /** As the client wrote it, `$share/group/filter` included. */
  topic: string;
  qos: 0 | 1 | 2;
  nl: 0 | 1;
  rap: 0 | 1;
  rh: 0 | 1 | 2;
}

export interface RetainedRecord {
  topic: string;
  qos: 0 | 1 | 2;
  /** Base64, as the API returns it. */
  payload: string;
  msgid: string;
  publishAt: number;
  fromClientid: string;
  fromUsername: string;
}

export interface AlarmRecord {
  name: string;
  node: string;
  message: string;
  details: Record<string, string | number | boolean>;
  activateAt: number;
  deactivateAt?: number;
}

export interface UserRecord {
  username: string;
  password: string;
  role: string;
  description: string;
  backend: 'local';
}

export interface TokenRecord {
  username: string;
  /** Sliding: every authorised request moves it to now + dashboard.token_expired_time. */
  expiresAt: number;
}
