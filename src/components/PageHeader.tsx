import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The screen's title (the page's one h1) and its actions. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <HStack justify="space-between" align="center" gap="4" wrap="wrap" mb="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children ? <HStack gap="2">{children}</HStack> : null}
    </HStack>
  );
}
