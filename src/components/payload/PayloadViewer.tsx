import { Badge, Button, Code, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatBytes } from '../../i18n/format';
import { downloadBlob } from '../download';
import { formatPayload, guessPayloadFormat, isTextPayload, MAX_RENDERED_BYTES, type PayloadFormat } from './payload';

interface PayloadViewerProps {
  bytes: Uint8Array;
  /** The name a download is saved under. */
  fileName: string;
}

/** Binary payloads have no text or JSON view: either would only garble them. */
const TEXT_FORMATS: readonly PayloadFormat[] = ['text', 'json', 'base64', 'hex'];
const BINARY_FORMATS: readonly PayloadFormat[] = ['hex', 'base64'];

/**
 * A payload as text, pretty JSON, Base64 or Hex; always rendered as text, never as markup. A binary
 * payload (see isTextPayload) is labelled so and opens as Hex. Payloads over 1 MB are only offered
 * for download.
 */
export function PayloadViewer({ bytes, fileName }: PayloadViewerProps) {
  const { t, i18n } = useLingui();
  const tooLarge = bytes.length > MAX_RENDERED_BYTES;
  // Payloads past the limit are never decoded, so never called binary.
  const binary = useMemo(() => !tooLarge && !isTextPayload(bytes), [bytes, tooLarge]);
  const [picked, setPicked] = useState<PayloadFormat>(() => (tooLarge ? 'hex' : guessPayloadFormat(bytes)));
  // New bytes in the same viewer may be binary where the old ones were text.
  const format = binary && !BINARY_FORMATS.includes(picked) ? 'hex' : picked;
  const shown = useMemo(() => (tooLarge ? undefined : formatPayload(bytes, format)), [bytes, format, tooLarge]);
  const size = formatBytes(bytes.length, i18n.locale);
  const labels: Record<PayloadFormat, string> = { text: t`Text`, json: 'JSON', base64: 'Base64', hex: 'Hex' };
  const formats = binary ? BINARY_FORMATS : TEXT_FORMATS;

  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        {tooLarge ? (
          <span />
        ) : (
          <SegmentGroup.Root size="sm" value={format} onValueChange={(e) => e.value && setPicked(e.value as PayloadFormat)} aria-label={t`Show payload as`}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={formats.map((value) => ({ value, label: labels[value] }))} />
          </SegmentGroup.Root>
        )}
        <HStack gap="2">
          {binary ? (
            <Badge variant="outline" size="md" data-testid="payload-kind">
              <Trans>Binary payload, {size}</Trans>
            </Badge>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {size}
            </Text>
          )}
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
        <Code
          as="pre"
          display="block"
          // A hex dump keeps its columns and scrolls sideways; the other views wrap.
          whiteSpace={format === 'hex' ? 'pre' : 'pre-wrap'}
          wordBreak={format === 'hex' ? undefined : 'break-all'}
          p="3"
          maxH="50vh"
          overflow="auto"
          fontSize="xs"
          data-testid="payload"
          tabIndex={0}
        >
          {shown}
        </Code>
      )}
    </Stack>
  );
}
