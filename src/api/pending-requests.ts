/**
 * Counts requests in flight that should move the top progress bar. Polling opts out.
 * A plain external store, read by React through useSyncExternalStore.
 */
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export const pendingRequests = {
  begin(): void {
    pending += 1;
    emit();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  get count(): number {
    return pending;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
