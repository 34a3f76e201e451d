import { Button, type ButtonProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Columns3 } from 'lucide-react';

/** The column chooser's trigger, the same before and after its menu's code has loaded. */
export function ColumnsButton(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" aria-haspopup="menu" {...props}>
      <Columns3 />
      <Trans>Columns</Trans>
    </Button>
  );
}
