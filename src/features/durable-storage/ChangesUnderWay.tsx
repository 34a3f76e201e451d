import { List, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmqxMgmtApiDsDb } from '../../generated/model';
import { changeProgress, type ReplicaChange } from './durable-storage-model';

interface ChangesUnderWayProps {
  storage: EmqxMgmtApiDsDb;
  changes: ReplicaChange[];
  label: (site: string) => string;
}

/** How far each asked-for change has got, shard by shard: the broker reports no more than that. */
export function ChangesUnderWay({ storage, changes, label }: ChangesUnderWayProps) {
  const { t } = useLingui();
  if (changes.length === 0) return null;
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="medium">
        <Trans>Changes under way</Trans>
      </Text>
      <List.Root gap="2" listStyle="none" ms="0" aria-label={t`Changes under way`}>
        {changes.map((change) => {
          const { done, total } = changeProgress(change, storage);
          const site = label(change.site);
          const text = change.kind === 'add' ? t`Copying data to ${site}: ${done} of ${total} shards have a replica there` : t`Moving data off ${site}: ${done} of ${total} shards no longer have a replica there`;
          return (
            <List.Item key={`${change.kind}:${change.site}`}>
              <Stack gap="1">
                <Text fontSize="sm">{text}</Text>
                <Progress.Root value={done} max={Math.max(total, 1)} size="xs" aria-label={text}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
