import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { PayloadViewer } from '../../components/payload/PayloadViewer';
import { base64ToBytes, payloadFileName } from '../../components/payload/payload';
import { useGetMqttRetainerMessageByTopic } from '../../generated/endpoints/retainer/retainer';
import { formatDateTime } from '../../i18n/format';
import { ClientLink } from '../connections/ClientLink';
import { InfoDialog } from '../../components/InfoDialog';
import { Loading } from '../../components/Loading';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import { FactItem, FactList } from '../../components/FactList';

interface RetainedMessageDialogProps {
  /** The message shown, or undefined when the dialog is closed. */
  topic: string | undefined;
  onClose: () => void;
  onDelete: (topic: string) => void;
}

/** One retained message: who published it, when, and its payload in the view the operator picks. */
export function RetainedMessageDialog({ topic, onClose, onDelete }: RetainedMessageDialogProps) {
  const { t, i18n } = useLingui();
  const message = useGetMqttRetainerMessageByTopic(topic ?? '', { query: { enabled: topic !== undefined } });
  const data = topic !== undefined ? message.data : undefined;
  const payload = data?.payload;
  const bytes = useMemo(() => (payload === undefined ? undefined : base64ToBytes(payload)), [payload]);

  return (
    <InfoDialog
      open={topic !== undefined}
      title={
        // The copy button sits beside the title, not in it: the dialog's name stays the topic alone.
        <TruncatedText value={topic ?? ''} copyLabel={t`Copy topic`} maxW="full" block>
          <Dialog.Title>{topic}</Dialog.Title>
        </TruncatedText>
      }
      onClose={onClose}
      actions={
        <WriteAction>
          <Button colorPalette="red" variant="outline" disabled={!data} onClick={() => topic !== undefined && onDelete(topic)}>
            <Trash2 />
            <Trans>Delete</Trans>
          </Button>
        </WriteAction>
      }
    >
      {message.isPending ? (
        <Loading />
      ) : message.isError ? (
        <Text role="alert">
          <Trans>This retained message no longer exists.</Trans>
        </Text>
      ) : data ? (
        <Stack gap="4">
          <FactList>
            <FactItem label={<Trans>QoS</Trans>}>{data.qos ?? '–'}</FactItem>
            <FactItem label={<Trans>From client</Trans>}>
              <ClientLink clientId={data.from_clientid} />
            </FactItem>
            <FactItem label={<Trans>From username</Trans>}>
              {data.from_username ? <TruncatedText value={data.from_username} copyLabel={t`Copy username`} maxW="full" /> : '–'}
            </FactItem>
            <FactItem label={<Trans>Published at</Trans>}>{data.publish_at ? formatDateTime(data.publish_at, i18n.locale) : '–'}</FactItem>
          </FactList>
          {bytes ? (
            <PayloadViewer bytes={bytes} fileName={payloadFileName(data.topic ?? topic ?? '')} />
          ) : (
            // emqx_retainer_api:format_detail_message/1 leaves out a payload over 1 MB.
            <Text role="status" color="fg.muted">
              <Trans>The broker does not send payloads over 1 MB through its API: subscribe to this topic to receive this one.</Trans>
            </Text>
          )}
        </Stack>
      ) : null}
    </InfoDialog>
  );
}
