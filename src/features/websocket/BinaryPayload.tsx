import { Badge, Button, Code, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { downloadBlob } from '../../components/download';
import { bytesToHex } from '../../components/payload/payload';
import { formatBytes } from '../../i18n/format';

/**
 * A payload that is not text, as a hex dump (offset, bytes, printable ASCII) and a download.
 * The shared PayloadViewer would open a UTF-8 payload full of control characters as text.
 */
export function BinaryPayload({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) {
  const { i18n } = useLingui();
  const hex = useMemo(() => bytesToHex(bytes), [bytes]);
  const size = formatBytes(bytes.length, i18n.locale);
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Badge variant="outline" size="md" data-testid="payload-kind">
          <Trans>Binary payload, {size}, shown as hex</Trans>
        </Badge>
        <Button size="xs" variant="outline" onClick={() => downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>]))}>
          <Download />
          <Trans>Download</Trans>
        </Button>
      </HStack>
      <Code as="pre" display="block" whiteSpace="pre" p="3" maxH="50vh" overflow="auto" fontSize="xs" data-testid="payload" tabIndex={0}>
        {hex}
      </Code>
    </Stack>
  );
}
