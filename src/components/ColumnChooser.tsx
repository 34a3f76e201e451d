import { Button, Menu, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';

interface ColumnChooserProps {
  columns: { id: string; header: ReactNode }[];
  visible: string[];
  onChange: (visible: string[]) => void;
}

export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 />
          <Trans>Columns</Trans>
        </Button>
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
