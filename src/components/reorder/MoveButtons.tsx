import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowDownToLine, ArrowUp, ArrowUpToLine } from 'lucide-react';
import type { ReactElement } from 'react';
import { WriteAction } from '../WriteAction';
import { steps, type StepKind } from './positions';
import type { RowReorder } from './use-row-reorder';

const ICONS: Record<StepKind, ReactElement> = { front: <ArrowUpToLine />, up: <ArrowUp />, down: <ArrowDown />, rear: <ArrowDownToLine /> };

const KINDS: readonly StepKind[] = ['front', 'up', 'down', 'rear'];

/**
 * The four moves (front, up, down, rear) as buttons beside the drag handle, each always in its own
 * slot: a move that would change nothing (up on the first row) is there, disabled, so the buttons
 * stand in the same place on every row.
 */
export function MoveButtons({ reorder, id, name }: { reorder: RowReorder; id: string; name: string }) {
  const { t } = useLingui();
  const labels: Record<StepKind, string> = { front: t`Move ${name} to the front`, up: t`Move ${name} up`, down: t`Move ${name} down`, rear: t`Move ${name} to the rear` };
  const possible = steps(reorder.order, id);
  return KINDS.map((kind) => {
    const step = possible.find((s) => s.kind === kind);
    return (
      <WriteAction key={kind}>
        <IconButton size="xs" variant="ghost" aria-label={labels[kind]} title={labels[kind]} disabled={!step || reorder.busy} onClick={() => step && void reorder.commit(id, step.target)}>
          {ICONS[kind]}
        </IconButton>
      </WriteAction>
    );
  });
}
