import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

/** A client id that opens the client's detail page; ids with '/', '#' or spaces are encoded by the router. */
export function ClientLink({ clientId }: { clientId: string | undefined }) {
  if (!clientId) return '–';
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" wordBreak="break-all">
      <RouterLink to="/connections/detail/$clientId" params={{ clientId }}>
        {clientId}
      </RouterLink>
    </Link>
  );
}
