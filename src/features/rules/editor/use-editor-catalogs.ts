/**
 * What the editor offers to choose from: the events (`/rule_events`), the actions (`GET /actions`)
 * and the sources (`GET /sources`) of data integration, read for the user's language.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useGetActions } from '../../../generated/endpoints/actions/actions';
import { useGetRuleEvents } from '../../../generated/endpoints/rules/rules';
import { useGetSources } from '../../../generated/endpoints/sources/sources';
import type { RuleEngineRuleEvents } from '../../../generated/model';
import type { ActionChoice } from './outputs/OutputDialog';
import { readRuleEvents, type RuleEventInfo } from './rule-events';

interface Named {
  type?: unknown;
  name?: unknown;
}

/** `type:name` items of a data integration list; others (no type or name) are not choosable. */
function named(items: readonly Named[] | undefined): { type: string; name: string }[] {
  return (items ?? []).flatMap((i) => (typeof i.type === 'string' && typeof i.name === 'string' && i.type && i.name ? [{ type: i.type, name: i.name }] : []));
}

export interface EditorCatalogs {
  events: RuleEventInfo[];
  actions: ActionChoice[];
  /** How rules read each source: `$bridges/type:name`. */
  bridgeSources: string[];
}

export function useEditorCatalogs(): EditorCatalogs {
  const { i18n } = useLingui();
  const events = useGetRuleEvents();
  const actions = useGetActions();
  const sources = useGetSources();
  const locale = i18n.locale;
  return useMemo(() => {
    // The broker answers a list; the document says one object.
    const list = events.data as unknown;
    return {
      events: readRuleEvents(Array.isArray(list) ? (list as RuleEngineRuleEvents[]) : [], locale),
      actions: named(actions.data as Named[] | undefined).map(({ type, name }) => ({ id: `${type}:${name}`, type, name })),
      bridgeSources: named(sources.data as Named[] | undefined).map(({ type, name }) => `$bridges/${type}:${name}`),
    };
  }, [events.data, actions.data, sources.data, locale]);
}
