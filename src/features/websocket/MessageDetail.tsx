import { Box, Code, DataList, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t`Topic`}</DataList.ItemLabel>
            <DataList.ItemValue minW="0">
              <TruncatedText value={message.topic} copyLabel={t`Copy topic`} maxW="full" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`QoS`}</DataList.ItemLabel>
            <DataList.ItemValue>{message.qos}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Retained`}</DataList.ItemLabel>
            <DataList.ItemValue>{message.retain ? t`Yes` : t`No`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Time`}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(message.time, i18n.locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
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
