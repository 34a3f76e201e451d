import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { boundText, CELL_CHARS } from '../../components/bound-text';
import { TruncatedText } from '../../components/TruncatedText';

/**
 * A client id that opens the client's detail page, on one line with the full id in a tooltip and a
 * copy button beside the link; ids with '/', '#' or spaces are encoded by the router.
 */
export function ClientLink({ clientId }: { clientId: string | undefined }) {
  const { t } = useLingui();
  if (!clientId) return '–';
  return (
    <TruncatedText value={clientId} copyLabel={t`Copy client ID`} maxW="16rem">
      <Link asChild colorPalette="brand" color="colorPalette.fg">
        <RouterLink to="/connections/detail/$clientId" params={{ clientId }}>
          {boundText(clientId, CELL_CHARS)}
        </RouterLink>
      </Link>
    </TruncatedText>
  );
}
