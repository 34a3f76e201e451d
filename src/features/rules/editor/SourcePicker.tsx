import { Box, Button, Code, Field, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { InfoDialog } from '../../../components/InfoDialog';
import { clientEvents, type RuleEventInfo } from './rule-events';

interface SourcePickerProps {
  events: readonly RuleEventInfo[];
  /** `$bridges/type:name` of each source (`GET /sources`). */
  sources: readonly string[];
  onPick: (source: string) => void;
  onClose: () => void;
}

function Choice({ title, source, description, onPick, useLabel }: { title: string; source: string; description?: string; onPick: () => void; useLabel: string }) {
  return (
    <HStack as="li" justify="space-between" align="start" gap="3" borderWidth="1px" borderRadius="md" px="3" py="2">
      <Box minW="0">
        <Text fontWeight="medium">{title}</Text>
        <Code fontSize="xs" overflowWrap="anywhere">
          {source}
        </Code>
        {description ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {description}
          </Text>
        ) : null}
      </Box>
      <Button size="xs" variant="outline" aria-label={useLabel} onClick={onPick}>
        <Trans>Use</Trans>
      </Button>
    </HStack>
  );
}

const List = ({ children, label }: { children: ReactNode; label: string }) => (
  <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
    {children}
  </Stack>
);

/** What the rule reads: a topic typed, a client event, or a source of data integration. Choosing one writes FROM. */
export function SourcePicker({ events, sources, onPick, onClose }: SourcePickerProps) {
  // Client events only: a plain topic is what message publish reads, and the broker's
  // `$bridges/mqtt:*` entry is no source to read from (the sources tab lists the real ones).
  const eventChoices = clientEvents(events).filter((e) => e.source.startsWith('$events/'));
  const { t } = useLingui();
  const [topic, setTopic] = useState('');
  const [tried, setTried] = useState(false);
  const pick = (source: string) => {
    onPick(source);
    onClose();
  };
  const submitTopic = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (topic.trim()) pick(topic.trim());
  };

  return (
    <InfoDialog open title={t`Data source`} size="lg" onClose={onClose}>
      <Tabs.Root defaultValue="topic" variant="line" lazyMount>
        <Tabs.List mb="3">
          <Tabs.Trigger value="topic">
            <Trans>Message topic</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="events">
            <Trans>Client events</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="sources">
            <Trans>Sources</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="topic">
          <form onSubmit={submitTopic} noValidate aria-label={t`Message topic`}>
            <Stack gap="3">
              <Field.Root invalid={tried && !topic.trim()} required>
                <Field.Label>
                  <Trans>Topic</Trans>
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input size="sm" fontFamily="mono" value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="t/#" />
                {tried && !topic.trim() ? (
                  <Field.ErrorText>
                    <Trans>Topic is required</Trans>
                  </Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    <Trans>Messages published to it; + and # match any level.</Trans>
                  </Field.HelperText>
                )}
              </Field.Root>
              <HStack>
                <Button type="submit" size="sm" colorPalette="brand">
                  <Trans>Use topic</Trans>
                </Button>
              </HStack>
            </Stack>
          </form>
        </Tabs.Content>
        <Tabs.Content value="events">
          <List label={t`Client events`}>
            {eventChoices.map(({ source, title, description }) => (
              <Choice key={source} title={title} source={source} description={description} useLabel={t`Use ${title}`} onPick={() => pick(source)} />
            ))}
          </List>
        </Tabs.Content>
        <Tabs.Content value="sources">
          {sources.length === 0 ? (
            <Text color="fg.muted">
              <Trans>There are no sources yet. Sources (such as an MQTT broker read from) are created on the data integration screens.</Trans>
            </Text>
          ) : (
            <List label={t`Sources`}>
              {sources.map((source) => {
                const title = source.replace(/^\$bridges\//, '');
                return <Choice key={source} title={title} source={source} useLabel={t`Use ${title}`} onPick={() => pick(source)} />;
              })}
            </List>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </InfoDialog>
  );
}
