import { Trans } from '@lingui/react/macro';

/** What the broker does with a message that fails a validation or a transformation. */
export function FailureAction({ action }: { action: string }) {
  switch (action) {
    case 'drop':
      return <Trans>Drop the message</Trans>;
    case 'disconnect':
      return <Trans>Drop and disconnect</Trans>;
    case 'ignore':
      return <Trans>Only log</Trans>;
    default:
      return <>{action}</>;
  }
}
