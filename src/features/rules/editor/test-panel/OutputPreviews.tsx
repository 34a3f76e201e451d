import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { isApiError } from '../../../../api/api-error';
import { CopyButton } from '../../../../components/CopyButton';
import { useGetActionsById } from '../../../../generated/endpoints/actions/actions';
import { useGetConnectorsById } from '../../../../generated/endpoints/connectors/connectors';
import { splitActionId, type RepublishDraft, type RuleOutput } from '../outputs/outputs';
import { headerLines, httpPreview, MAX_PREVIEW_ITEMS, outputItems, readHttpAction, readHttpConnector, republishPreview, shownValue } from './output-preview';

interface OutputPreviewsProps {
  /** The rule's outputs as the editor holds them (saved or not). */
  outputs: readonly RuleOutput[];
  /** The SQL's output of the test run: an object, or FOREACH's items. */
  output: unknown;
}

/**
 * What each output would do with the test's output: the message a republish sends, the request an
 * HTTP action sends, what the console prints; other actions get the output as it is.
 */
export function OutputPreviews({ outputs, output }: OutputPreviewsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const items = outputItems(output);
  if (items.length === 0) return null;
  const shown = items.slice(0, MAX_PREVIEW_ITEMS);
  const total = items.length;
  const max = MAX_PREVIEW_ITEMS;

  const describe = (o: RuleOutput): { kind: string; detail: string } => {
    switch (o.kind) {
      case 'console':
        return { kind: t`Console output`, detail: '' };
      case 'republish':
        return { kind: t`Republish`, detail: o.args.topic };
      case 'action': {
        const { type, name } = splitActionId(o.id);
        return { kind: type ? t`Action: ${type}` : t`Action`, detail: name };
      }
      case 'function':
        return { kind: t`Function`, detail: o.name };
    }
  };

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id={headingId}>
        <Trans>What the outputs would do</Trans>
      </Heading>
      {outputs.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>The rule has no outputs yet: add one to see here what it would send.</Trans>
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-labelledby={headingId}>
          {outputs.map((o, index) => {
            const { kind, detail } = describe(o);
            return (
              <Box as="li" key={index} aria-label={detail ? `${kind} ${detail}` : kind} borderWidth="1px" borderRadius="md" p="3">
                <HStack gap="2" mb="2" minW="0">
                  <Badge variant="subtle">{kind}</Badge>
                  {detail ? (
                    <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
                      {detail}
                    </Text>
                  ) : null}
                </HStack>
                <OutputPreview output={o} items={shown} />
              </Box>
            );
          })}
        </Stack>
      )}
      {total > max ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Showing the first {max} of {total} items.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

function OutputPreview({ output, items }: { output: RuleOutput; items: readonly unknown[] }) {
  switch (output.kind) {
    case 'console':
      return <PerItem items={items}>{(item) => <ConsolePreview item={item} />}</PerItem>;
    case 'republish':
      return <PerItem items={items}>{(item) => <RepublishPreview args={output.args} item={item} />}</PerItem>;
    case 'action':
      return splitActionId(output.id).type === 'http' ? <HttpPreview id={output.id} items={items} /> : <PassedAsIs />;
    case 'function':
      return <PassedAsIs />;
  }
}

/** One preview per item of a FOREACH, numbered when there are several. */
function PerItem({ items, children }: { items: readonly unknown[]; children: (item: unknown) => ReactNode }) {
  if (items.length === 1) return <>{children(items[0])}</>;
  return (
    <Stack gap="3">
      {items.map((item, index) => {
        const position = index + 1;
        return (
          <Box key={index} borderTopWidth={index > 0 ? '1px' : undefined} pt={index > 0 ? '3' : undefined}>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              <Trans>Item {position}</Trans>
            </Text>
            {children(item)}
          </Box>
        );
      })}
    </Stack>
  );
}

/** A labelled value in monospace with a copy button; long text wraps. */
function Value({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <Box>
      <HStack justify="space-between" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <CopyButton value={value} label={t`Copy ${label}`} />
      </HStack>
      <Box fontFamily="mono" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" bg="bg.subtle" borderRadius="sm" px="2" py="1" maxH="60" overflow="auto">
        {value}
      </Box>
    </Box>
  );
}

function Values({ children }: { children: ReactNode }) {
  return (
    <Stack gap="2">
      {children}
    </Stack>
  );
}

function ConsolePreview({ item }: { item: unknown }) {
  const { t } = useLingui();
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        <Trans>The broker prints this in its log as the action data (in Erlang terms), with the event's columns.</Trans>
      </Text>
      <Values>
        <Value label={t`Printed output`} value={JSON.stringify(item, null, 2)} />
      </Values>
    </Stack>
  );
}

function RepublishPreview({ args, item }: { args: RepublishDraft; item: unknown }) {
  const { t } = useLingui();
  const message = republishPreview(args, item);
  const user = message.userProperties;
  const dropped = message.droppedProperties.join(', ');
  return (
    <Stack gap="2">
      <Values>
        <Value label={t`Topic`} value={message.topic} />
        <Value label={t`QoS`} value={shownValue(message.qos)} />
        <Value label={t`Retain`} value={shownValue(message.retain)} />
        <Value label={t`Payload`} value={message.payload} />
        {user.kind === 'value' ? <Value label={t`User properties`} value={shownValue(user.value)} /> : null}
        {message.properties.map(([name, value]) => (
          <Value key={name} label={name} value={value} />
        ))}
      </Values>
      {user.kind === 'original' ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>User properties: those of the incoming message, as it came.</Trans>
        </Text>
      ) : null}
      {dropped ? (
        <Text fontSize="sm" color="fg.warning">
          <Trans>Left out by the broker, as they are not whole numbers: {dropped}</Trans>
        </Text>
      ) : null}
      {message.directDispatch ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Delivered to subscribers directly, without triggering other rules.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

const SILENT_404 = { silentStatuses: [404] };

/** Reads the action and its connector (fresh for each run: the preview mounts with it), then renders the request. */
function HttpPreview({ id, items }: { id: string; items: readonly unknown[] }) {
  const { t } = useLingui();
  const action = useGetActionsById(id, { query: { staleTime: 0 }, request: SILENT_404 });
  const config = action.data === undefined ? undefined : readHttpAction(action.data);
  const connectorId = config ? `http:${config.connector}` : '';
  const connector = useGetConnectorsById(connectorId, { query: { enabled: connectorId !== '', staleTime: 0 }, request: SILENT_404 });
  const connectorConfig = connector.data === undefined ? undefined : readHttpConnector(connector.data);

  if (action.isPending || (config && connector.isPending)) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Reading the action and its connector…</Trans>
      </Text>
    );
  }
  if (action.isError) {
    return <Note>{isApiError(action.error) && action.error.status === 404 ? <Trans>There is no action {id}: the rule would fail to send to it.</Trans> : <Trans>The action could not be read.</Trans>}</Note>;
  }
  if (!config) return <Note>{t`The action's settings are not those of an HTTP action.`}</Note>;
  if (connector.isError || !connectorConfig) {
    return (
      <Note>
        <Trans>The connector {connectorId} could not be read.</Trans>
      </Note>
    );
  }
  return (
    <Stack gap="2">
      {!config.enable || !connectorConfig.enable ? (
        <Text fontSize="sm" color="fg.warning">
          <Trans>The action or its connector is disabled: nothing would be sent now.</Trans>
        </Text>
      ) : null}
      <PerItem items={items}>
        {(item) => {
          const request = httpPreview(connectorConfig, config, item);
          const headers = headerLines(request.headers);
          return (
            <Values>
              <Value label={t`Method`} value={request.method} />
              <Value label={t`URL`} value={request.url} />
              {headers ? <Value label={t`Headers`} value={headers} /> : null}
              <Value label={t`Body`} value={request.body} />
            </Values>
          );
        }}
      </PerItem>
    </Stack>
  );
}

function PassedAsIs() {
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>Receives the SQL output shown above, item by item for FOREACH; the console does not preview what it sends.</Trans>
    </Text>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.warning">
      {children}
    </Text>
  );
}
