import * as z from 'zod/mini';
import { paging, searchEnum, searchFlag, searchText } from '../../../components/search-params';
import type { GetRulesParams } from '../../../generated/model';

/** The rule list's filters and page, as they appear in the URL (shareable, Back restores them). */
export const rulesSearch = z.object({
  ...paging,
  id: searchText,
  description: searchText,
  topic: searchText,
  /**
   * The topic is found in the rules' FROM as a substring; by default the broker's MQTT matching
   * answers which rules a message on that topic would reach.
   */
  topic_like: searchFlag,
  state: searchEnum(['enabled', 'disabled']),
  action: searchText,
  source: searchText,
});

export type RulesSearch = z.infer<typeof rulesSearch>;
export type RulesFilters = Omit<RulesSearch, 'page' | 'limit'>;

/** URL state → the broker's query. */
export function toRulesParams(search: RulesSearch): GetRulesParams {
  const params: GetRulesParams = { page: search.page, limit: search.limit };
  if (search.id) params.like_id = search.id;
  if (search.description) params.like_description = search.description;
  if (search.topic) params[search.topic_like ? 'like_from' : 'match_from'] = search.topic;
  if (search.state) params.enable = search.state === 'enabled';
  if (search.action) params.action = [search.action];
  if (search.source) params.source = [search.source];
  return params;
}
