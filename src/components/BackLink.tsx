import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactElement } from 'react';

/** The one way back from a detail or create page to its list, above the page's title: give it the router's Link. */
export function BackLink({ children }: { children: ReactElement }) {
  return (
    <HStack gap="1" fontSize="sm" color="fg.muted">
      <ArrowLeft size="1em" aria-hidden />
      <ChakraLink asChild color="fg.muted" _hover={{ color: 'fg' }}>
        {children}
      </ChakraLink>
    </HStack>
  );
}
