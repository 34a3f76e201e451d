import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AuditAudit } from '../../generated/model';
import { auditTarget } from './audit-target';
import { argsText, present } from './audit-entry';

/**
 * The object an entry changed ("Rule temperature_alerts"), linked to its screen unless the page shows
 * it deleted; the command line's own words for a command-line entry.
 */
export function AuditTargetName({ entry, gone }: { entry: AuditAudit; gone: boolean }) {
  const { i18n } = useLingui();
  const target = auditTarget(entry);
  if (!target) {
    const words = argsText(entry.args) ?? present(entry.operation_id) ?? present(entry.operation_type);
    return <Text fontSize="sm">{words ?? '–'}</Text>;
  }
  const kind = i18n._(target.kind);
  if (target.name === undefined) {
    return target.link && !gone ? (
      <ChakraLink asChild color="fg.link" fontSize="sm">
        <Link {...target.link}>{kind}</Link>
      </ChakraLink>
    ) : (
      <Text fontSize="sm">{kind}</Text>
    );
  }
  return (
    <Text fontSize="sm" truncate maxW="18rem" title={`${kind} ${target.name}`}>
      <Text as="span" color="fg.muted">
        {kind}{' '}
      </Text>
      {target.link && !gone ? (
        <ChakraLink asChild color="fg.link">
          <Link {...target.link}>{target.name}</Link>
        </ChakraLink>
      ) : (
        target.name
      )}
    </Text>
  );
}
