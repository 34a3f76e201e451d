import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens: a screen draws without Chakra's dialog machinery
 * (focus trap, scroll lock, click outside: ~10 KB gzip) until the user asks for a dialog. Once
 * opened it stays mounted, so it closes with its animation and opens again at once.
 */
export function deferredDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Body = lazy(load);
  return function DeferredDialog(props: P) {
    // Without an `open` prop (FormDialog) the dialog is open whenever it is rendered.
    const open = 'open' in props ? props.open === true : true;
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    ) : null;
  };
}
