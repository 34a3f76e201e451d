import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NO_VALUE } from '../i18n/format';

/** One label and its value; a missing value reads '–'. Long values wrap where they must, not at every character. */
export function FactItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children ?? NO_VALUE}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

export type Fact = [label: string, value: ReactNode];

interface FactListProps {
  facts?: readonly Fact[];
  /** FactItems after the facts, for a list built piece by piece. */
  children?: ReactNode;
  /** While the values may be out of date: the id of the note that says as of when; the values are dimmed. */
  staleNoteId?: string;
}

/** The one label–value list of the detail screens and dialogs. */
export function FactList({ facts, children, staleNoteId }: FactListProps) {
  return (
    <DataList.Root orientation="horizontal" size="sm" color={staleNoteId ? 'fg.muted' : undefined} aria-describedby={staleNoteId}>
      {facts?.map(([label, value]) => (
        <FactItem key={label} label={label}>
          {value}
        </FactItem>
      ))}
      {children}
    </DataList.Root>
  );
}
