import { Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { EmqxMgmtApiNodesNodeInfo } from '../../generated/model';
import type { ConnectionsSearch } from './connections-search';

type Filters = Omit<ConnectionsSearch, 'page' | 'limit'>;

interface ConnectionFiltersProps {
  value: Filters;
  nodes: EmqxMgmtApiNodesNodeInfo[];
  onApply: (filters: Filters) => void;
}

/** The broker's client filters. Typing edits a draft; Search (or Enter) applies it to the URL. */
export function ConnectionFilters({ value, nodes, onApply }: ConnectionFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Filters>(value);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (name: 'clientid' | 'username' | 'ip', label: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={draft[name] ?? ''} onChange={(e) => set({ [name]: e.target.value || undefined })} />
    </Field.Root>
  );
  const select = (name: 'state' | 'node' | 'proto_ver', label: string, options: [string, string][]) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={draft[name] ?? ''} onChange={(e) => set({ [name]: e.target.value || undefined })}>
          <option value="">{t`Any`}</option>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const when = (name: 'from' | 'to', label: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="datetime-local" step="1" value={draft[name] ?? ''} onChange={(e) => set({ [name]: e.target.value || undefined })} />
    </Field.Root>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form onSubmit={submit} aria-label={t`Filter connections`} role="search">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="3">
        {text('clientid', t`Client ID`)}
        {text('username', t`Username`)}
        {text('ip', t`IP address`)}
        {select('state', t`State`, [
          ['connected', t`Connected`],
          ['disconnected', t`Disconnected`],
        ])}
        {select(
          'node',
          t`Node`,
          nodes.map((n) => [n.node ?? '', n.node ?? '']),
        )}
        {select('proto_ver', t`Protocol version`, [
          ['3', 'MQTT v3.1'],
          ['4', 'MQTT v3.1.1'],
          ['5', 'MQTT v5'],
        ])}
        {when('from', t`Connected from`)}
        {when('to', t`Connected until`)}
      </SimpleGrid>
      <HStack gap="3" mb="4" wrap="wrap">
        <Checkbox.Root size="sm" checked={!!draft.exact} onCheckedChange={(e) => set({ exact: e.checked === true || undefined })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Exact client ID and username</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          <Trans>Search</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </HStack>
    </form>
  );
}
