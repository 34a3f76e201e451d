import { lazy, type ReactNode } from 'react';
import { ColumnsButton } from './ColumnsButton';
import { DeferredMenu } from './DeferredMenu';

export interface ColumnChooserProps {
  columns: { id: string; header: ReactNode }[];
  visible: string[];
  onChange: (visible: string[]) => void;
}

const loadMenu = () => import('./ColumnMenu');
const ColumnMenu = lazy(loadMenu);

/** Which optional columns a list shows. The menu's code loads on first use: a list draws without it. */
export function ColumnChooser(props: ColumnChooserProps) {
  return (
    <DeferredMenu preload={loadMenu} trigger={(handlers) => <ColumnsButton {...handlers} />}>
      <ColumnMenu {...props} defaultOpen />
    </DeferredMenu>
  );
}
