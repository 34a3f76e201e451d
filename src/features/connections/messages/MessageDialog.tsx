import { Dialog, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FactItem, FactList } from '../../../components/FactList';
import { InfoDialog } from '../../../components/InfoDialog';
import { PayloadViewer } from '../../../components/payload/PayloadViewer';
import { base64ToBytes, payloadFileName } from '../../../components/payload/payload';
import { TruncatedText } from '../../../components/TruncatedText';
import { formatDateTime, NO_VALUE } from '../../../i18n/format';
import { ClientLink } from '../ClientLink';
import { insertedAtMs, type ClientMessage } from './client-messages';

/** One message waiting for the client: where it came from, since when it waits, and its payload. */
export function MessageDialog({ message, onClose }: { message: ClientMessage | undefined; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const payload = message?.payload;
  const bytes = useMemo(() => (payload === undefined ? undefined : base64ToBytes(payload)), [payload]);
  const topic = message?.topic ?? '';
  const inserted = message ? insertedAtMs(message) : undefined;
  return (
    <InfoDialog
      open={message !== undefined}
      size="lg"
      title={
        <TruncatedText value={topic} copyLabel={t`Copy topic`} maxW="full" block>
          <Dialog.Title>{topic}</Dialog.Title>
        </TruncatedText>
      }
      onClose={onClose}
    >
      {message ? (
        <Stack gap="4">
          <FactList>
            <FactItem label={<Trans>QoS</Trans>}>{message.qos ?? NO_VALUE}</FactItem>
            <FactItem label={<Trans>From client</Trans>}>
              <ClientLink clientId={message.from_clientid} />
            </FactItem>
            <FactItem label={<Trans>From username</Trans>}>{message.from_username || NO_VALUE}</FactItem>
            <FactItem label={<Trans>Published at</Trans>}>{message.publish_at ? formatDateTime(message.publish_at, i18n.locale) : NO_VALUE}</FactItem>
            <FactItem label={<Trans>Waiting since</Trans>}>{inserted ? formatDateTime(inserted, i18n.locale) : NO_VALUE}</FactItem>
            <FactItem label={<Trans>Message ID</Trans>}>{message.msgid ? <TruncatedText value={message.msgid} copyLabel={t`Copy message ID`} maxW="full" /> : NO_VALUE}</FactItem>
          </FactList>
          {bytes ? <PayloadViewer bytes={bytes} fileName={payloadFileName(topic)} /> : null}
        </Stack>
      ) : null}
    </InfoDialog>
  );
}
