/**
 * Lists whose items are a union of every type's settings: GET /actions's zod schema alone is 20 KiB
 * gzip, and checking 2,000 actions against a union of 40 types was the longest task of the data
 * bridges screen. A list screen reads each item's identity and status only (model/bridge.ts), so
 * these answers are checked for that here; the one item (GET /actions/{id}, what the settings form
 * reads) is still checked whole against the document's schema. src/generated-mocks.test.ts checks
 * that every answer the document's schema accepts passes these too.
 */
import * as z from 'zod';

const nodeStatus = z.object({ node: z.string().optional(), status: z.string().optional(), status_reason: z.string().optional() });

const resource = z.object({
  type: z.string(),
  name: z.string(),
  enable: z.boolean().optional(),
  description: z.string().optional(),
  status: z.string().optional(),
  status_reason: z.string().optional(),
  node_status: z.array(nodeStatus).optional(),
});

const channels = z.array(resource.extend({ connector: z.string() }));

/** Path → the schema its answer is checked with instead of the document's. */
export const ANSWER_SUMMARIES: Readonly<Record<string, z.ZodType>> = {
  '/actions': channels,
  '/sources': channels,
  '/connectors': z.array(resource),
};
