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

  private flush(): void {
    this.scheduled = false;
    if (!this.chunks.length || !this.deliver) return;
    const data = new Uint8Array(this.size);
    let offset = 0;
    for (const chunk of this.chunks) {
      data.set(chunk, offset);
      offset += chunk.length;
    }
    this.chunks = [];
    this.size = 0;
    this.deliver({ data: data.buffer });
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void {
    if (type === 'message' && typeof listener === 'function') {
      this.deliver = listener as unknown as Deliver;
      return;
    }
    if (type === 'close' && typeof listener === 'function') {
      // Frames that arrived before the close reach mqtt.js before it hears of the close.
      super.addEventListener('close', (event) => (this.flush(), listener(event)), options);
      return;
    }
    if (listener) super.addEventListener(type, listener, options);
  }
}

export function createCoalescingWebSocket(url: string, protocols: string[]): WebSocket {
  return new CoalescingWebSocket(url, protocols);
}
