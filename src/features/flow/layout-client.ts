/**
 * The layout, run off the main thread: a worker of the graph's own, so that panning, zooming and
 * typing in the search stay smooth while dagre orders a thousand nodes. Where there is no Worker
 * (jsdom in the tests) or it fails to start, the layout runs on the spot.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LayoutInput, Position } from './geometry';
import { layoutTopology } from './layout';
import type { Topology } from './topology';

export interface LayoutRequest extends LayoutInput {
  id: number;
}

export interface LayoutAnswer {
  id: number;
  /** x and y of each node, in the request's order. */
  xy: Float64Array;
}

interface Waiting {
  id: number;
  input: LayoutInput;
  resolve: (positions: Map<string, Position>) => void;
  reject: (reason: Error) => void;
}

/** One layout at a time: a new one replaces the one still running (the worker is stopped, not waited for). */
export class Layouter {
  private worker?: Worker;
  private waiting?: Waiting;
  private nextId = 1;
  private workerFailed = false;

  run(topology: LayoutInput): Promise<Map<string, Position>> {
    // Only what the layout reads crosses to the worker, not the nodes' labels and links.
    const input: LayoutInput = { nodes: topology.nodes.map(({ id, kind }) => ({ id, kind })), edges: topology.edges.map(({ source, target }) => ({ source, target })) };
    if (typeof Worker === 'undefined' || this.workerFailed) return Promise.resolve(layoutTopology(input));
    if (this.waiting) this.stop(new Error('replaced by a newer layout'));
    const worker = (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.waiting = { id, input, resolve, reject };
      worker.postMessage({ id, ...input } satisfies LayoutRequest);
    });
  }

  /** Stops the worker; a later `run` starts another. */
  dispose(): void {
    this.stop(new Error('disposed'));
  }

  private start(): Worker {
    const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<LayoutAnswer>) => {
      const waiting = this.waiting;
      if (!waiting || waiting.id !== data.id) return;
      this.waiting = undefined;
      const positions = new Map<string, Position>();
      waiting.input.nodes.forEach((node, i) => positions.set(node.id, { x: data.xy[2 * i]!, y: data.xy[2 * i + 1]! }));
      waiting.resolve(positions);
    };
    // A worker that cannot start (a strict content policy, an old browser): the layouts run here from now on.
    worker.onerror = (event) => {
      event.preventDefault();
      const waiting = this.waiting;
      this.waiting = undefined;
      this.workerFailed = true;
      this.stop(new Error('layout worker failed'));
      if (waiting) waiting.resolve(layoutTopology(waiting.input));
    };
    return worker;
  }

  private stop(reason: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.waiting?.reject(reason);
    this.waiting = undefined;
  }
}

/** The nodes and edges, without their statuses: a new status keeps the positions found. */
function structureOf(topology: Topology): string {
  return `${topology.nodes.map((node) => node.id).join('\n')}\n\n${topology.edges.map((edge) => edge.id).join('\n')}`;
}

export interface LaidOut {
  /** The topology the positions are for: while a new structure is laid out, the previous one. */
  topology: Topology;
  positions: Map<string, Position>;
  /** Counts the structures laid out: the graph fits its view again when it changes. */
  version: number;
}

/** The topology with its positions, laid out in the worker; `pending` while a new structure is under way. */
export function useLayout(topology: Topology): { laidOut?: LaidOut; pending: boolean } {
  const structure = useMemo(() => structureOf(topology), [topology]);
  const [layouter] = useState(() => new Layouter());
  useEffect(() => () => layouter.dispose(), [layouter]);

  const [done, setDone] = useState<LaidOut & { structure: string }>();
  const doneStructure = done?.structure;
  useEffect(() => {
    if (doneStructure === structure) return;
    let current = true;
    layouter.run(topology).then(
      (positions) => current && setDone((last) => ({ structure, topology, positions, version: (last?.version ?? 0) + 1 })),
      // Replaced by a newer layout, or the graph left: nothing to show.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [structure, doneStructure, topology, layouter]);

  return useMemo(() => {
    if (!done) return { pending: true };
    if (done.structure !== structure) return { laidOut: done, pending: true };
    return { laidOut: { topology, positions: done.positions, version: done.version }, pending: false };
  }, [done, structure, topology]);
}
