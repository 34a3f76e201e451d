import * as z from 'zod/mini';
import { searchFlag, searchText } from '../../components/search-params';

/** The flow screen's search (`q`: a topic, rule or action) and whether the whole graph is drawn, kept in its URL. */
export const flowSearch = z.object({ q: searchText, whole: searchFlag });
