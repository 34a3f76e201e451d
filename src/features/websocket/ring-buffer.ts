/**
 * A fixed-capacity list that forgets its oldest items: a fast topic can publish for hours and the
 * page keeps only the latest messages. Reads are newest first, the order the lists show.
 */
export class RingBuffer<T> {
  private items: (T | undefined)[];
  private next = 0;
  private count = 0;
  /** Everything ever pushed, including what was forgotten. */
  total = 0;

  constructor(readonly capacity: number) {
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
    this.total += 1;
  }

  /** The item `index` places back from the newest (0 is the newest). */
  at(index: number): T | undefined {
    if (index < 0 || index >= this.count) return undefined;
    return this.items[(this.next - 1 - index + this.capacity) % this.capacity];
  }

  toArray(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.count; i++) out.push(this.at(i) as T);
    return out;
  }

  clear(): void {
    this.items = new Array<T | undefined>(this.capacity);
    this.next = 0;
    this.count = 0;
  }
}
