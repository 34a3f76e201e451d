import { Table } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ScrollBox } from '../ScrollBox';

export interface MetricColumn<Counters> {
  key: string;
  label: string;
  /** The figure as shown (a count, a rate with its decimals) or a status word. */
  value: (counters: Counters) => ReactNode;
  /** Words, not figures: left-aligned. */
  text?: boolean;
}

interface NodeMetricsTableProps<Counters> {
  label: string;
  nodes: readonly (Counters & { node: string })[];
  /** The cluster's sums, in the last row; left out where the figures do not add up (statuses). */
  cluster?: Counters;
  columns: readonly MetricColumn<Counters>[];
  muted?: boolean;
  describedBy?: string;
}

/** The one table of counters per node: nodes in rows, a column per counter, the cluster's sums last. */
export function NodeMetricsTable<Counters>({ label, nodes, cluster, columns, muted, describedBy }: NodeMetricsTableProps<Counters>) {
  const cells = (counters: Counters) =>
    columns.map((column) => (
      <Table.Cell key={column.key} textAlign={column.text ? 'start' : 'end'} fontVariantNumeric="tabular-nums" whiteSpace={column.text ? undefined : 'nowrap'}>
        {column.value(counters)}
      </Table.Cell>
    ));
  return (
    <ScrollBox label={label}>
      <Table.Root size="sm" aria-label={label} aria-describedby={describedBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Node</Trans>
            </Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.text ? 'start' : 'end'} whiteSpace="nowrap">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body color={muted ? 'fg.muted' : undefined}>
          {nodes.map((node) => (
            <Table.Row key={node.node}>
              <Table.Cell whiteSpace="nowrap">{node.node}</Table.Cell>
              {cells(node)}
            </Table.Row>
          ))}
        </Table.Body>
        {cluster ? (
          <Table.Footer color={muted ? 'fg.muted' : undefined}>
            <Table.Row fontWeight="semibold">
              <Table.Cell>
                <Trans>Cluster</Trans>
              </Table.Cell>
              {cells(cluster)}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </ScrollBox>
  );
}
