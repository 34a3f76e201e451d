import { Link as ChakraLink } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a connector's edit screen (`/bridge/connector/{id}`) or to creating one (no id).
 * Those routes are added separately; until the route tree knows them, the href is built from the
 * router's history rather than a typed `Link to`.
 */
export function useConnectorHref(): (id?: string) => string {
  const router = useRouter();
  return (id) => router.history.createHref(id === undefined ? '/bridge/connector/create' : `/bridge/connector/${encodeURIComponent(id)}`);
}

export function ConnectorLink({ id, children }: { id?: string; children: ReactNode }) {
  const href = useConnectorHref();
  return (
    <ChakraLink color="fg.link" href={href(id)}>
      {children}
    </ChakraLink>
  );
}
