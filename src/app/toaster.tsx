import { createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root role="alert" data-type={toast.type}>
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
