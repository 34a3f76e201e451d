import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { WriteAction } from '../components/WriteAction';

interface SubmitRowProps {
  /** The submit button's words: Create, Save. */
  label: ReactNode;
  saving: boolean;
  disabled?: boolean;
  /** The user tried to submit with problems left: said beside the button, the fields say which. */
  blocked: boolean;
  /** Beside the submit button: Discard changes. */
  children?: ReactNode;
}

/** The end of a hand-written form: its submit button (disabled for viewers) and why it did nothing. */
export function SubmitRow({ label, saving, disabled, blocked, children }: SubmitRowProps) {
  return (
    <HStack gap="3">
      <WriteAction>
        <Button type="submit" colorPalette="brand" loading={saving} disabled={disabled}>
          {label}
        </Button>
      </WriteAction>
      {children}
      {blocked ? (
        <Text role="status" color="fg.error" fontSize="sm">
          <Trans>Correct the marked fields first.</Trans>
        </Text>
      ) : null}
    </HStack>
  );
}
