import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../app/toaster';
import { RowAction } from '../../../components/RowAction';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../../components/DataTable';
import { Section } from '../../../components/Section';
import { putConfigs } from '../../../generated/endpoints/configs/configs';
import { formatNumber } from '../../../i18n/format';
import { zoneMergeBody, zonesWithout, type ZoneMap } from './zone-rules';
import { ZoneDialog } from './ZoneDialog';
import { useZones, ZONES_KEY } from './zones-query';
import { WriteAction } from '../../../components/WriteAction';

interface ZoneRow {
  name: string;
  mqtt: Record<string, unknown>;
}

const shown = (value: unknown, locale: string) => (typeof value === 'number' ? formatNumber(value, locale) : String(value ?? '—'));

/**
 * Zones: named sets of session settings that listeners point at. Read from the whole config as
 * HOCON text (zones-query.ts), written as HOCON through `PUT /configs`.
 */
export function ZonesSection() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const configs = useZones();
  const [editing, setEditing] = useState<{ name?: string }>();
  const [deleting, setDeleting] = useState<string>();
  const [busy, setBusy] = useState(false);
  const zones: ZoneMap = configs.data ?? {};
  // No rows until the config is read: the table then shows loading or the failure, not "No data".
  const rows: ZoneRow[] | undefined = configs.data
    ? Object.entries(zones).map(([name, zone]) => ({
        name,
        mqtt: zone.mqtt ?? {},
      }))
    : undefined;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ZONES_KEY });

  async function save(name: string, value: { mqtt?: Record<string, unknown> }): Promise<boolean> {
    const done = await putConfigs(zoneMergeBody(name, value.mqtt ?? {}), {
      mode: 'merge',
    }).then(
      () => true,
      () => false,
    );
    if (done) {
      toaster.create({ type: 'success', title: t`Zone ${name} saved` });
      await refresh();
    }
    return done;
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    const done = await putConfigs(zonesWithout(zones, deleting), {
      mode: 'replace',
    }).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (done) {
      toaster.create({ type: 'success', title: t`Zone ${deleting} deleted` });
      await refresh();
    }
    setDeleting(undefined);
  }

  const columns: Column<ZoneRow>[] = [
    { id: 'name', header: t`Zone`, cell: (z) => z.name },
    {
      id: 'max_inflight',
      header: t`Max inflight`,
      numeric: true,
      cell: (z) => shown(z.mqtt.max_inflight, i18n.locale),
    },
    {
      id: 'max_mqueue_len',
      header: t`Max queue length`,
      numeric: true,
      cell: (z) => shown(z.mqtt.max_mqueue_len, i18n.locale),
    },
    {
      id: 'session_expiry_interval',
      header: t`Session expiry`,
      cell: (z) => shown(z.mqtt.session_expiry_interval, i18n.locale),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (z) => (
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={t`Edit zone ${z.name}`} onClick={() => setEditing({ name: z.name })}>
            <Pencil />
          </IconButton>
          {z.name === 'default' ? null : (
            <RowAction label={t`Delete zone ${z.name}`} danger onClick={() => setDeleting(z.name)}>
              <Trash2 />
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Box mt="10">
      <Section id="zones-title" title={<Trans>Zones</Trans>}>
        <HStack justify="space-between" mb="3" align="start">
          <Text fontSize="sm" color="fg.muted">
            <Trans>A zone overrides these session settings for the listeners that name it; "default" is the zone listeners use unless told otherwise.</Trans>
          </Text>
          {/* A new zone's name is checked against the zones read: none read, none to check against. */}
          <WriteAction>
            <Button size="sm" colorPalette="brand" disabled={!configs.data} onClick={() => setEditing({})}>
              <Plus aria-hidden />
              <Trans>New zone</Trans>
            </Button>
          </WriteAction>
        </HStack>
        <DataTable
          label={t`Zones`}
          columns={columns}
          rows={rows}
          rowKey={(z) => z.name}
          {...queryState(configs)}
        />
        {editing ? (
          <ZoneDialog
            name={editing.name}
            initial={{
              mqtt: (editing.name ? zones[editing.name] : zones.default)?.mqtt ?? {},
            }}
            taken={Object.keys(zones)}
            onSave={save}
            onClose={() => setEditing(undefined)}
          />
        ) : null}
        <ConfirmDialog
          open={deleting !== undefined}
          destructive
          busy={busy}
          title={<Trans>Delete zone {deleting}?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(undefined)}
        >
          <Trans>Listeners that name this zone fall back to the default zone's settings.</Trans>
        </ConfirmDialog>
      </Section>
    </Box>
  );
}
