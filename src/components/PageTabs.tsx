import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageTab<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
}

interface PageTabsProps<T extends string> {
  /** The tab list's name for screen readers ("Rule"). */
  label: string;
  /** In order; a tab that does not apply is left out (false or null). */
  tabs: readonly (PageTab<T> | false | null | undefined)[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * The tabs of a detail page under its header (Overview, Settings…): each tab's content is drawn only
 * while it is shown, and the tab in force is the caller's (kept in the URL), so a reload or a shared
 * link opens the same tab.
 */
export function PageTabs<T extends string>({ label, tabs, value, onChange }: PageTabsProps<T>) {
  const shown = tabs.filter((tab): tab is PageTab<T> => Boolean(tab));
  return (
    <Tabs.Root
      value={value}
      onValueChange={({ value: next }) => {
        const tab = shown.find((candidate) => candidate.value === next);
        if (tab) onChange(tab.value);
      }}
      lazyMount
      unmountOnExit
      variant="line"
    >
      <Tabs.List aria-label={label} mb="4">
        {shown.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
