import { Badge, Box, Code, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InfoDialog } from '../../components/InfoDialog';
import type { AuditAudit } from '../../generated/model';
import { formatDateTime } from '../../i18n/format';
import { argsText, createdAtMs, failureText, present, requestOf } from './audit-entry';
import { AuditResult } from './AuditResult';
import { AuditTargetName } from './AuditTargetName';
import { throughLabel } from './through';
import { FactItem, FactList } from '../../components/FactList';

/** A part of the request as the broker logged it (secrets already masked by the broker). */
function JsonBlock({ title, value }: { title: ReactNode; value: unknown }) {
  const empty = value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      {empty ? (
        <Box color="fg.muted" fontSize="sm">
          <Trans>None</Trans>
        </Box>
      ) : (
        <Code as="pre" display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" p="3" fontSize="xs" maxH="20em" overflow="auto" tabIndex={0}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Box>
  );
}

/** One entry: who, when, from where, which operation and how it ended, and the request as logged. */
export function AuditEntryDialog({ entry, gone, onClose }: { entry: AuditAudit | undefined; gone: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const at = entry && createdAtMs(entry.created_at);
  const request = entry ? requestOf(entry) : undefined;
  const { bindings, body, headers, method: _method, ...otherParts } = (request ?? {}) as Record<string, unknown>;
  const method = entry ? present(entry.http_method) : undefined;
  const operation = entry ? (present(entry.operation_id) ?? '') : '';
  return (
    <InfoDialog open={entry !== undefined} title={method ? `${method.toUpperCase()} ${operation}` : t`Audit log entry`} onClose={onClose}>
      {entry ? (
        <Stack gap="5">
          <FactList>
            <FactItem label={<Trans>Time</Trans>}>{at === undefined ? String(entry.created_at ?? '–') : formatDateTime(at, i18n.locale)}</FactItem>
            <FactItem label={<Trans>User</Trans>}>{present(entry.source)}</FactItem>
            <FactItem label={<Trans>Through</Trans>}>{entry.from ? <Badge variant="outline">{throughLabel(entry.from, (m) => i18n._(m))}</Badge> : null}</FactItem>
            <FactItem label={<Trans>Source IP</Trans>}>{present(entry.source_ip)}</FactItem>
            <FactItem label={<Trans>Node</Trans>}>{entry.node}</FactItem>
            <FactItem label={<Trans>Changed</Trans>}>
              <AuditTargetName entry={entry} gone={gone} />
            </FactItem>
            <FactItem label={<Trans>Operation</Trans>}>{operation ? <Code>{operation}</Code> : null}</FactItem>
            <FactItem label={<Trans>Operation type</Trans>}>{present(entry.operation_type)}</FactItem>
            <FactItem label={<Trans>Result</Trans>}>
              <AuditResult entry={entry} />
            </FactItem>
            <FactItem label={<Trans>Duration</Trans>}>{entry.duration_ms === undefined ? null : `${entry.duration_ms.toLocaleString(i18n.locale)} ms`}</FactItem>
            {failureText(entry.failure) ? <FactItem label={<Trans>Reason</Trans>}>{failureText(entry.failure)}</FactItem> : null}
            {argsText(entry.args) ? (
              <FactItem label={<Trans>Command</Trans>}>
                <Code>{argsText(entry.args)}</Code>
              </FactItem>
            ) : null}
          </FactList>
          {request ? (
            <>
              <JsonBlock title={<Trans>Path parameters</Trans>} value={bindings} />
              <JsonBlock title={<Trans>Request body</Trans>} value={body} />
              {Object.entries(otherParts).map(([part, value]) => (
                <JsonBlock key={part} title={part} value={value} />
              ))}
              <JsonBlock title={<Trans>Request headers</Trans>} value={headers} />
            </>
          ) : null}
        </Stack>
      ) : null}
    </InfoDialog>
  );
}
