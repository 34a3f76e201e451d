import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What failed (the title) and the broker's words for why, kept on screen beside the form that failed. */
export function FailureNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description overflowWrap="anywhere">{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
