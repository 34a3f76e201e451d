import { createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import { attachToastStore } from './toaster';

/**
 * Toasts stack at the top right, below the header (never over it, where they would read as a
 * banner of the page), and clear of the save bar pinned to the bottom of long forms.
 */
const store = createToaster({ placement: 'top-end', offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' }, pauseOnPageIdle: true, max: 5 });
// The Toaster below shows what the store holds when it mounts, and what comes later.
attachToastStore(store);

export default function ToastRegion() {
  return (
    <Portal>
      <Toaster toaster={store}>
        {(toast) => (
          <Toast.Root role="alert" data-type={toast.type} width={{ base: 'calc(100vw - 2rem)', md: 'sm' }}>
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
