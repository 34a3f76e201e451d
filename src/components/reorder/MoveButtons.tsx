import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowDownToLine, ArrowUp, ArrowUpToLine } from 'lucide-react';
import type { ReactElement } from 'react';
import { WriteAction } from '../WriteAction';
import { steps, type StepKind } from './positions';
import type { RowReorder } from './use-row-reorder';

const ICONS: Record<StepKind, ReactElement> = { front: <ArrowUpToLine />, up: <ArrowUp />, down: <ArrowDown />, rear: <ArrowDownToLine /> };

/** The moves a row can make (front, up, down, rear) as buttons beside its drag handle; none that would change nothing. */
export function MoveButtons({ reorder, id, name }: { reorder: RowReorder; id: string; name: string }) {
  const { t } = useLingui();
  const labels: Record<StepKind, string> = { front: t`Move ${name} to the front`, up: t`Move ${name} up`, down: t`Move ${name} down`, rear: t`Move ${name} to the rear` };
  return steps(reorder.order, id).map((step) => (
    <WriteAction key={step.kind}>
      <IconButton size="xs" variant="ghost" aria-label={labels[step.kind]} title={labels[step.kind]} disabled={reorder.busy} onClick={() => void reorder.commit(id, step.target)}>
        {ICONS[step.kind]}
      </IconButton>
    </WriteAction>
  ));
}
