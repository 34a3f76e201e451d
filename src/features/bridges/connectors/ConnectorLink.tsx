import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a connector's edit screen. */
export function ConnectorLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="fg.link">
      <Link to="/bridge/connector/$id" params={{ id }}>
        {children}
      </Link>
    </ChakraLink>
  );
}
