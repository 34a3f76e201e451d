import { IconButton } from '@chakra-ui/react';
import { TranslatableString, type IconButtonProps } from '@rjsf/utils';
import { ArrowDown, ArrowUp, Copy, Trash2, X } from 'lucide-react';
import { memo, type ReactNode } from 'react';

/**
 * An array item's small buttons (move, copy, remove) as the console draws row actions: quiet icons,
 * red for removal. RJSF's own are solid brand squares that outshine the form's Save.
 */
function ItemButton({ icon, danger, label, props }: { icon: ReactNode; danger?: boolean; label: TranslatableString; props: IconButtonProps }) {
  const { icon: _icon, iconType: _iconType, uiSchema: _uiSchema, registry, title, ...rest } = props;
  const name = title ?? registry.translateString(label);
  return (
    <IconButton size="xs" variant="ghost" colorPalette={danger ? 'red' : undefined} aria-label={name} title={name} {...rest}>
      {icon}
    </IconButton>
  );
}

export const ITEM_BUTTONS = {
  MoveUpButton: memo((props: IconButtonProps) => <ItemButton icon={<ArrowUp />} label={TranslatableString.MoveUpButton} props={props} />),
  MoveDownButton: memo((props: IconButtonProps) => <ItemButton icon={<ArrowDown />} label={TranslatableString.MoveDownButton} props={props} />),
  CopyButton: memo((props: IconButtonProps) => <ItemButton icon={<Copy />} label={TranslatableString.CopyButton} props={props} />),
  RemoveButton: memo((props: IconButtonProps) => <ItemButton icon={<Trash2 />} danger label={TranslatableString.RemoveButton} props={props} />),
  ClearButton: memo((props: IconButtonProps) => <ItemButton icon={<X />} label={TranslatableString.ClearButton} props={props} />),
};
