/** Lays out a topology off the main thread: dagre can take a second on a graph of a thousand nodes. */
import type { LayoutAnswer, LayoutRequest } from './layout-client';
import { layoutTopology } from './layout';

// The worker's global scope, typed by what is used of it (the project compiles against the DOM's types).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(answer: LayoutAnswer, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const positions = layoutTopology(data);
  // x and y of each node in the request's order: one buffer handed over, not thousands of objects copied.
  const xy = new Float64Array(data.nodes.length * 2);
  data.nodes.forEach((node, i) => {
    const at = positions.get(node.id);
    xy[2 * i] = at?.x ?? 0;
    xy[2 * i + 1] = at?.y ?? 0;
  });
  scope.postMessage({ id: data.id, xy }, [xy.buffer]);
};
