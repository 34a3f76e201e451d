import { Spinner, type SpinnerProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A spinner that screen readers announce; a bare span may not carry aria-label, a status may. */
export function Loading(props: SpinnerProps) {
  const { t } = useLingui();
  return <Spinner role="status" aria-label={t`Loading`} {...props} />;
}
