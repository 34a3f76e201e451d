import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface MoveRelativeDialogProps {
  /** The plugin to move, `{name}-{vsn}`. */
  plugin: string;
  where: 'before' | 'after';
  /** The other plugins, in boot order. */
  others: string[];
  busy: boolean;
  onMove: (position: `before:${string}` | `after:${string}`) => void;
  onCancel: () => void;
}

/** Move a plugin before or after another one the user picks. */
export function MoveRelativeDialog({ plugin, where, others, busy, onMove, onCancel }: MoveRelativeDialogProps) {
  const { t } = useLingui();
  const [target, setTarget] = useState(others[0] ?? '');
  return (
    <ConfirmDialog
      open
      busy={busy}
      title={where === 'before' ? <Trans>Move {plugin} before another plugin</Trans> : <Trans>Move {plugin} after another plugin</Trans>}
      confirmLabel={<Trans>Move</Trans>}
      onConfirm={() => target && onMove(`${where}:${target}`)}
      onCancel={onCancel}
    >
      <Field.Root>
        <Field.Label>{where === 'before' ? t`Start it before` : t`Start it after`}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
            {others.map((other) => (
              <option key={other} value={other}>
                {other}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </ConfirmDialog>
  );
}
