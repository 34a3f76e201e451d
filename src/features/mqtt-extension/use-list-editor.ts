import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { applyPosition, type BrokerPosition } from '../../components/reorder/positions';

/** What the dialog edits: a position in the list (-1 for a new entry) and the values it starts from. */
export interface EditTarget<T> {
  /** New for every opening, so the dialog starts from `initial` each time. */
  key: number;
  index: number;
  initial: T;
}

interface ListEditorOptions<T> {
  items: T[] | undefined;
  /** PUTs the whole list; the broker has no call for a single entry. */
  put: (next: T[]) => Promise<unknown>;
  queryKey: QueryKey;
  blank: T;
  messages: { saved: string; deleted: string };
}

/**
 * Add, edit and delete entries of a list the broker stores whole. Each change PUTs the full list;
 * on failure the HTTP layer has said why, and the dialog stays open with the user's values.
 */
export function useListEditor<T>({ items, put, queryKey, blank, messages }: ListEditorOptions<T>) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<EditTarget<T>>();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<number>();
  const [busy, setBusy] = useState(false);

  function start(index: number, initial: T) {
    setTarget((previous) => ({ key: (previous?.key ?? 0) + 1, index, initial }));
    setOpen(true);
  }

  async function write(next: T[]): Promise<boolean> {
    setBusy(true);
    const ok = await put(next).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (ok) await queryClient.invalidateQueries({ queryKey, exact: true });
    return ok;
  }

  async function save(entry: T) {
    if (!target) return;
    const list = items ?? [];
    const next = target.index < 0 ? [...list, entry] : list.map((item, i) => (i === target.index ? entry : item));
    if (!(await write(next))) return;
    setOpen(false);
    toaster.create({ type: 'success', title: messages.saved });
  }

  async function confirmRemove() {
    if (removing === undefined) return;
    const ok = await write((items ?? []).filter((_, i) => i !== removing));
    setRemoving(undefined);
    if (ok) toaster.create({ type: 'success', title: messages.deleted });
  }

  /** Moves the entry whose index is `key` as the row reorder asks: the broker has no move, so the list is saved whole in its new order. */
  async function move(key: string, position: BrokerPosition) {
    const list = items ?? [];
    await write(applyPosition(list.map((_, index) => String(index)), key, position).map((index) => list[Number(index)]!));
  }

  return {
    target,
    open,
    busy,
    removing,
    add: () => start(-1, blank),
    edit: (index: number) => {
      const item = items?.[index];
      if (item !== undefined) start(index, item);
    },
    close: () => setOpen(false),
    save,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(undefined),
    confirmRemove,
    move,
  };
}
