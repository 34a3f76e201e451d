/**
 * Messages per second per topic, from the live counts read once a second: the change over the
 * last readings (about ten seconds). Counts only grow, unless the messages were cleared.
 */
const WINDOW_READINGS = 10;

export class LiveRates {
  private readings: { at: number; counts: Map<string, number> }[] = [];

  read(at: number, counts: ReadonlyMap<string, number>): void {
    if (this.readings.at(-1)?.at === at) return;
    this.readings.push({ at, counts: new Map(counts) });
    if (this.readings.length > WINDOW_READINGS + 1) this.readings.shift();
  }

  rateOf(topic: string): number {
    const first = this.readings[0];
    const last = this.readings.at(-1);
    if (!first || !last || last.at <= first.at) return 0;
    const change = (last.counts.get(topic) ?? 0) - (first.counts.get(topic) ?? 0);
    return change > 0 ? change / ((last.at - first.at) / 1000) : 0;
  }
}
