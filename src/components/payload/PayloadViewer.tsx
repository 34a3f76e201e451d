import { Button, Code, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatBytes } from '../../i18n/format';
import { downloadBlob } from '../download';
import { formatPayload, guessPayloadFormat, MAX_RENDERED_BYTES, type PayloadFormat } from './payload';

interface PayloadViewerProps {
  bytes: Uint8Array;
  /** The name a download is saved under. */
  fileName: string;
}

/**
 * A payload as text, pretty JSON, Base64 or Hex; always rendered as text, never as markup.
 * Payloads over 1 MB are only offered for download.
 */
export function PayloadViewer({ bytes, fileName }: PayloadViewerProps) {
  const { t, i18n } = useLingui();
  const tooLarge = bytes.length > MAX_RENDERED_BYTES;
  const [format, setFormat] = useState<PayloadFormat>(() => (tooLarge ? 'hex' : guessPayloadFormat(bytes)));
  const shown = useMemo(() => (tooLarge ? undefined : formatPayload(bytes, format)), [bytes, format, tooLarge]);
  const size = formatBytes(bytes.length, i18n.locale);
  const labels: Record<PayloadFormat, string> = { text: t`Text`, json: 'JSON', base64: 'Base64', hex: 'Hex' };

  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        {tooLarge ? (
          <span />
        ) : (
          <SegmentGroup.Root size="sm" value={format} onValueChange={(e) => e.value && setFormat(e.value as PayloadFormat)} aria-label={t`Show payload as`}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={Object.entries(labels).map(([value, label]) => ({ value, label }))} />
          </SegmentGroup.Root>
        )}
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {size}
          </Text>
          <Button size="xs" variant="outline" onClick={() => downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>]))}>
            <Download />
            <Trans>Download</Trans>
          </Button>
        </HStack>
      </HStack>
      {tooLarge ? (
        <Text role="status">
          <Trans>This payload is {size}. Payloads over 1 MB are not shown; download it to read it.</Trans>
        </Text>
      ) : shown === undefined ? (
        <Text role="status" color="fg.muted">
          <Trans>This payload is not valid JSON.</Trans>
        </Text>
      ) : (
        <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" maxH="50vh" overflow="auto" fontSize="xs" data-testid="payload" tabIndex={0}>
          {shown}
        </Code>
      )}
    </Stack>
  );
}
