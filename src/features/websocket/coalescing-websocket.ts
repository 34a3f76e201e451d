/**
 * A WebSocket for mqtt.js that hands over frames arriving together as one chunk.
 *
 * mqtt.js's browser stream passes each frame to its parser through a chain of `setTimeout(0)` hops
 * (its bundled `process.nextTick`). When frames queue up, the browser clamps those nested timers to
 * 4 ms and the client handles about 250 messages a second, whatever the broker sends; the rest pile
 * up in memory. Concatenating the frames that are waiting costs one hop per batch instead of one per
 * message. mqtt.js parses a chunk holding many packets, or part of one, as it would a TCP stream.
 */
type Deliver = (event: { data: ArrayBuffer }) => void;

/**
 * mqtt.js handles a whole chunk in one task; a backlog of a second's frames would make one long
 * task. About a thousand small messages per task keeps each well under 50 ms, with rendering between.
 */
const MAX_CHUNK_BYTES = 64 * 1024;

export class CoalescingWebSocket extends WebSocket {
  private chunks: Uint8Array[] = [];
  private size = 0;
  private deliver?: Deliver;
  private scheduled = false;
  // A message port fires as soon as the frames already queued are read, and is never clamped like timers.
  private readonly channel = new MessageChannel();

  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    this.binaryType = 'arraybuffer';
    this.channel.port1.onmessage = () => this.flush();
    super.addEventListener('message', (event: MessageEvent<ArrayBuffer | string>) => {
      const chunk = typeof event.data === 'string' ? new TextEncoder().encode(event.data) : new Uint8Array(event.data);
      this.chunks.push(chunk);
      this.size += chunk.length;
      if (!this.scheduled) {
        this.scheduled = true;
        this.channel.port2.postMessage(null);
      }
    });
    super.addEventListener('close', () => this.channel.port1.close());
  }

  private flush(all = false): void {
    this.scheduled = false;
    if (!this.chunks.length || !this.deliver) return;
    let count = 0;
    let bytes = 0;
    while (count < this.chunks.length && (all || count === 0 || bytes + this.chunks[count]!.length <= MAX_CHUNK_BYTES)) bytes += this.chunks[count++]!.length;
    const data = new Uint8Array(bytes);
    let offset = 0;
    for (const chunk of this.chunks.splice(0, count)) {
      data.set(chunk, offset);
      offset += chunk.length;
    }
    this.size -= bytes;
    if (this.chunks.length) {
      this.scheduled = true;
      this.channel.port2.postMessage(null);
    }
    this.deliver({ data: data.buffer });
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void {
    if (type === 'message' && typeof listener === 'function') {
      this.deliver = listener as unknown as Deliver;
      return;
    }
    if (type === 'close' && typeof listener === 'function') {
      // Frames that arrived before the close reach mqtt.js before it hears of the close.
      super.addEventListener('close', (event) => (this.flush(true), listener(event)), options);
      return;
    }
    if (listener) super.addEventListener(type, listener, options);
  }
}

export function createCoalescingWebSocket(url: string, protocols: string[]): WebSocket {
  return new CoalescingWebSocket(url, protocols);
}
