import { Menu, Portal } from '@chakra-ui/react';
import type { ColumnChooserProps } from './ColumnChooser';
import { ColumnsButton } from './ColumnsButton';

/** The column chooser's menu, loaded on first use (ColumnChooser). */
export default function ColumnMenu({ columns, visible, onChange, defaultOpen }: ColumnChooserProps & { defaultOpen?: boolean }) {
  return (
    <Menu.Root closeOnSelect={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ColumnsButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {columns.map((column) => (
              <Menu.CheckboxItem
                key={column.id}
                value={column.id}
                checked={visible.includes(column.id)}
                onCheckedChange={(checked) => onChange(checked ? columns.map((c) => c.id).filter((id) => id === column.id || visible.includes(id)) : visible.filter((id) => id !== column.id))}
              >
                {column.header}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
