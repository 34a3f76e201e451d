import { Box, Code, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FactList } from '../../components/FactList';
import { PayloadViewer } from '../../components/payload/PayloadViewer';
import { TruncatedText } from '../../components/TruncatedText';
import { formatDateTime } from '../../i18n/format';
import type { MessageRecord } from './ws-store';

/**
 * One message in full: its payload in every view that suits it (a binary one as hex, labelled so;
 * past 1 MB as a download) and its MQTT 5 properties.
 */
export function MessageDetail({ message }: { message: MessageRecord }) {
  const { t, i18n } = useLingui();
  const fileName = `${message.topic.replace(/[^\w.-]+/g, '_') || 'payload'}.bin`;
  return (
    <Box as="section" aria-label={t`Selected message`} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" mb="2">
        <Trans>Selected message</Trans>
      </Heading>
      <Stack gap="3">
        <FactList
          facts={[
            [t`Topic`, <TruncatedText value={message.topic} copyLabel={t`Copy topic`} maxW="full" />],
            [t`QoS`, message.qos],
            [t`Retained`, message.retain ? t`Yes` : t`No`],
            [t`Time`, formatDateTime(message.time, i18n.locale)],
          ]}
        />
        {message.properties ? (
          <Box>
            <Heading as="h4" size="xs" mb="1">
              <Trans>MQTT 5 properties</Trans>
            </Heading>
            {/* Broker data is shown as text, never as markup. */}
            <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" fontSize="xs">
              {message.properties}
            </Code>
          </Box>
        ) : null}
        <PayloadViewer key={message.id} bytes={message.payload} fileName={fileName} />
      </Stack>
    </Box>
  );
}
