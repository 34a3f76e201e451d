import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { getGetPluginsByNameQueryKey, getGetPluginsQueryKey, useDeletePluginsByName, usePutPluginsByNameAndAction } from '../../generated/endpoints/plugins/plugins';
import type { PluginsPlugin } from '../../generated/model';
import { pluginKey } from './plugin-model';

export type PluginAction = 'start' | 'stop' | 'uninstall';

interface Asked {
  action: PluginAction;
  /** `{name}-{vsn}`, as the API names it. */
  key: string;
}

/**
 * Start, stop and uninstall, each asked first in the one confirmation dialog, then the list and the
 * plugin read again. `onDone` follows a success at once (the detail screen leaves after an uninstall).
 */
export function usePluginActions(onDone?: (action: PluginAction, key: string) => void): { ask: (asked: Asked) => void; busy: boolean; dialog: ReactNode } {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toggle = usePutPluginsByNameAndAction();
  const remove = useDeletePluginsByName();
  const [asked, setAsked] = useState<Asked>();
  const busy = toggle.isPending || remove.isPending;

  async function confirm({ action, key }: Asked) {
    const work = action === 'uninstall' ? remove.mutateAsync({ name: key }) : toggle.mutateAsync({ name: key, action });
    const ok = await succeeded(work);
    setAsked(undefined);
    if (!ok) return;
    const done = { start: t`${key} started`, stop: t`${key} stopped`, uninstall: t`${key} uninstalled` };
    toaster.create({ type: 'success', title: done[action] });
    onDone?.(action, key);
    if (action === 'uninstall') {
      await forgetDeleted(queryClient, { path: getGetPluginsByNameQueryKey(key)[0], lists: [{ queryKey: getGetPluginsQueryKey(), is: (p: PluginsPlugin) => pluginKey(p) === key }] });
    } else await queryClient.invalidateQueries({ queryKey: getGetPluginsByNameQueryKey(key) });
    await queryClient.invalidateQueries({ queryKey: getGetPluginsQueryKey() });
  }

  const key = asked?.key ?? '';
  const texts: Record<PluginAction, { title: ReactNode; body: ReactNode; label: ReactNode }> = {
    start: { title: <Trans>Start {key}?</Trans>, body: <Trans>The plugin starts on every node of the cluster that has it installed.</Trans>, label: <Trans>Start</Trans> },
    stop: { title: <Trans>Stop {key}?</Trans>, body: <Trans>The plugin stops on every node: what it does for clients and messages stops with it.</Trans>, label: <Trans>Stop</Trans> },
    uninstall: {
      title: <Trans>Uninstall {key}?</Trans>,
      body: <Trans>The plugin is stopped on every node and its package and settings are removed. Installing it again needs its package.</Trans>,
      label: <Trans>Uninstall</Trans>,
    },
  };
  const text = asked ? texts[asked.action] : undefined;
  return {
    ask: setAsked,
    busy,
    dialog: (
      <ConfirmDialog
        open={asked !== undefined}
        destructive={asked?.action !== 'start'}
        busy={busy}
        title={text?.title}
        confirmLabel={text?.label}
        onConfirm={() => asked && void confirm(asked)}
        onCancel={() => setAsked(undefined)}
      >
        {text?.body}
      </ConfirmDialog>
    ),
  };
}
