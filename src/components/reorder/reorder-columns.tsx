import { VisuallyHidden } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Column } from '../DataTable';
import { WriteAction } from '../WriteAction';
import { DragHandle } from './DragHandle';
import type { RowReorder } from './use-row-reorder';

/** The first two columns of an ordered list (authenticators, authorization sources…): the drag handle and the position. */
export function reorderColumns<Row extends { index: number }>(reorder: RowReorder, idOf: (row: Row) => string, i18n: I18n): Column<Row>[] {
  return [
    {
      id: 'reorder',
      header: <VisuallyHidden>{i18n._(msg`Reorder`)}</VisuallyHidden>,
      cell: (r) => (
        <WriteAction>
          <DragHandle {...reorder.handle(idOf(r))} />
        </WriteAction>
      ),
    },
    { id: 'order', header: i18n._(msg`Order`), cell: (r) => r.index + 1 },
  ];
}
