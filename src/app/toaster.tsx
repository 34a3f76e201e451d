import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/**
 * The console's toasts. Their code (Chakra's toast machine, ~9 KiB gzip) loads with the first
 * toast instead of with the login page: what is asked for meanwhile waits here, in order.
 */
let store: CreateToasterReturn | undefined;
const waiting: ToastOptions[] = [];
let wanted = false;
const listeners = new Set<() => void>();

export const toaster = {
  create(options: ToastOptions): void {
    if (store) {
      store.create(options);
      return;
    }
    waiting.push(options);
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
};

/** An error toast; what it returns settles once the toast has left the screen, closed or timed out. */
export function toastError(title: string): Promise<void> {
  return new Promise((gone) =>
    toaster.create({
      title,
      type: 'error',
      onStatusChange: ({ status }) => {
        if (status === 'unmounted') gone();
      },
    }),
  );
}

/** The loaded toast region hands over its store; what waited is shown. */
export function attachToastStore(loaded: CreateToasterReturn): void {
  store = loaded;
  for (const options of waiting.splice(0)) loaded.create(options);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastRegion = lazy(() => import('./ToastRegion'));

export function AppToaster() {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
