import { HStack, VisuallyHidden } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Column } from '../DataTable';
import { WriteAction } from '../WriteAction';
import { DragHandle } from './DragHandle';
import { MoveButtons } from './MoveButtons';
import type { RowReorder } from './use-row-reorder';

/**
 * The first two columns of every ordered list (authenticators, authorization sources, plugins, ExHook
 * servers): the reorder control (the drag handle and the four move buttons, in the same place on
 * every row and every list) and the position. `nameOf` names the row in the buttons' labels.
 */
export function reorderColumns<Row extends { index: number }>(reorder: RowReorder, idOf: (row: Row) => string, i18n: I18n, nameOf: (row: Row) => string = idOf): Column<Row>[] {
  return [
    {
      id: 'reorder',
      header: <VisuallyHidden>{i18n._(msg`Reorder`)}</VisuallyHidden>,
      cell: (r) => (
        <HStack gap="0.5">
          <WriteAction>
            <DragHandle {...reorder.handle(idOf(r))} />
          </WriteAction>
          <MoveButtons reorder={reorder} id={idOf(r)} name={nameOf(r)} />
        </HStack>
      ),
    },
    { id: 'order', header: i18n._(msg`Order`), cell: (r) => r.index + 1 },
  ];
}
