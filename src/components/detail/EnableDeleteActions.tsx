import { Trans } from '@lingui/react/macro';
import { DangerButton } from '../DangerButton';
import { ToggleSwitch } from '../ToggleSwitch';
import { WriteAction } from '../WriteAction';

interface EnableDeleteActionsProps {
  enabled: boolean;
  /** A toggle under way: the switch waits for the broker's answer. */
  busy: boolean;
  onToggle: (enable: boolean) => void;
  onDelete: () => void;
}

/** A detail page's header actions for an object that can be switched off or removed (an ExHook server, a cluster link). */
export function EnableDeleteActions({ enabled, busy, onToggle, onDelete }: EnableDeleteActionsProps) {
  return (
    <>
      <WriteAction>
        <ToggleSwitch label={<Trans>Enabled</Trans>} checked={enabled} disabled={busy} onChange={onToggle} />
      </WriteAction>
      <DangerButton onClick={onDelete}>
        <Trans>Delete</Trans>
      </DangerButton>
    </>
  );
}
