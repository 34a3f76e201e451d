import { Box, Button, Checkbox, Stack, Table, Text, type TableRowProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Loading } from './Loading';
import { WidgetBoundary } from './WidgetBoundary';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** Extra props for a body row (e.g. what row reordering needs), data attributes included. */
export type DataRowProps = TableRowProps & { [attribute: `data-${string}`]: string | undefined };

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** Shown instead of the rows when the data could not be read (the toast already said why). */
  error?: boolean;
  /** Asks again after a failure (the query's refetch): a Retry button beside the error text. */
  onRetry?: () => void;
  empty?: ReactNode;
  /** Rows can be picked for bulk actions; keys are rowKey values. */
  selection?: { selected: string[]; onChange: (keys: string[]) => void; rowLabel: (row: Row) => string };
  rowProps?: (row: Row) => DataRowProps;
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A cell drawn as a component of its own, so a value it cannot draw fails this cell alone. */
function CellContent({ render }: { render: () => ReactNode }) {
  return render();
}

/** The one data table: states for loading, failure and no data; wide tables scroll, not the page. */
export function DataTable<Row>({ label, columns, rows, rowKey, loading, error, onRetry, empty, selection, rowProps }: DataTableProps<Row>) {
  const { t } = useLingui();
  const state = loading && !rows ? 'loading' : error && !rows ? 'error' : !rows?.length ? 'empty' : 'rows';
  const keys = rows?.map(rowKey) ?? [];
  const picked = keys.filter((key) => selection?.selected.includes(key)).length;
  const width = columns.length + (selection ? 1 : 0);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} aria-busy={loading || undefined}>
        <Table.Header>
          <Table.Row>
            {selection ? (
              <Table.ColumnHeader width="1">
                <SelectBox
                  label={t`Select all rows on this page`}
                  checked={picked > 0 && picked === keys.length ? true : picked > 0 ? 'indeterminate' : false}
                  onChange={(checked) => selection.onChange(checked ? keys : [])}
                />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {state === 'rows' ? (
            rows!.map((row) => (
              <Table.Row key={rowKey(row)} data-selected={selection?.selected.includes(rowKey(row)) || undefined} {...rowProps?.(row)}>
                {selection ? (
                  <Table.Cell>
                    <SelectBox
                      label={selection.rowLabel(row)}
                      checked={selection.selected.includes(rowKey(row))}
                      onChange={(checked) =>
                        selection.onChange(checked ? [...selection.selected, rowKey(row)] : selection.selected.filter((key) => key !== rowKey(row)))
                      }
                    />
                  </Table.Cell>
                ) : null}
                {columns.map((column) => (
                  <Table.Cell key={column.id} textAlign={column.numeric ? 'end' : 'start'} fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}>
                    <WidgetBoundary compact resetKey={row}>
                      <CellContent render={() => column.cell(row)} />
                    </WidgetBoundary>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          ) : (
            <Table.Row>
              <Table.Cell colSpan={width} textAlign="center" py="8" color="fg.muted">
                {state === 'loading' ? (
                  <Loading size="sm" />
                ) : state === 'error' ? (
                  <Stack align="center" gap="3">
                    <Text>
                      <Trans>The data could not be loaded.</Trans>
                    </Text>
                    {onRetry ? (
                      <Button size="sm" variant="outline" onClick={onRetry}>
                        <RotateCw />
                        <Trans>Retry</Trans>
                      </Button>
                    ) : null}
                  </Stack>
                ) : (
                  (empty ?? <Trans>No data</Trans>)
                )}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
