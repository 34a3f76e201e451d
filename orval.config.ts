/**
 * The Orval configuration: the broker's API document (named by openapi/source.json) → src/generated/:
 * react-query hooks, models and MSW mocks (`emqx`), and zod response schemas (`emqxZod`).
 *
 * `npx orval` and `npm run generate` write the same files. The published EMQX document needs fixes
 * before Orval accepts it, so each project's input transformer normalizes it first
 * (scripts/openapi/normalize.ts) and prints what it changed. `npm run generate` also writes schemas/.
 */
import { defineConfig, type InputTransformerFn, type Options } from 'orval';
import { formatChanges, normalizeOpenApi, type JsonObject, type NormalizeOptions } from './scripts/openapi/normalize.ts';
import { apiDocumentPath } from './scripts/openapi/source.ts';

export interface EmqxOrvalOptions {
  /** Where the client goes: src/generated, or a scratch folder for the drift check. */
  outDir?: string;
  /** Receives the normalizer's report of what it changed. */
  log?: (line: string) => void;
}

function normalizedBy(label: string, options: NormalizeOptions, log: (line: string) => void): InputTransformerFn {
  return (spec) => {
    // Orval hands over the parsed document; the normalizer works on plain JSON and returns a copy.
    const { doc, changes } = normalizeOpenApi(spec as unknown as JsonObject, options);
    log(formatChanges(label, changes));
    return doc as unknown as ReturnType<InputTransformerFn>;
  };
}

export function emqxOrvalConfig({ outDir = 'src/generated', log = console.info }: EmqxOrvalOptions = {}): Record<'emqx' | 'emqxZod', Options> {
  const target = apiDocumentPath();
  // The published document does not validate until normalized: a warning about it would be noise.
  const parserOptions = { validate: false };
  return {
    emqx: {
      input: { target, parserOptions, override: { transformer: normalizedBy('Normalized for hooks, models and mocks', { stripDocs: true }, log) } },
      output: {
        mode: 'tags-split',
        client: 'react-query',
        target: `${outDir}/endpoints`,
        schemas: `${outDir}/model`,
        clean: true,
        // The generated URLs then wrap every path parameter in encodeURIComponent: client ids hold '/'.
        urlEncodeParameters: true,
        mock: { type: 'msw', delay: false, baseUrl: '/api/v5' },
        override: {
          mutator: { path: 'src/api/http.ts', name: 'customFetch' },
          query: { signal: true },
        },
      },
    },
    emqxZod: {
      input: { target, parserOptions, override: { transformer: normalizedBy('Normalized for zod schemas', { stripDocs: true, forZod: true }, log) } },
      output: {
        mode: 'tags-split',
        client: 'zod',
        target: `${outDir}/zod`,
        fileExtension: '.zod.ts',
        clean: true,
        // Responses are what the sandbox is checked against; request bodies are typed by the hooks already,
        // and their zod twins would double the type-check time of the generated code.
        override: {
          zod: {
            generate: { param: true, query: true, header: false, body: false, response: true },
            // The broker writes its local offset (2024-01-01T12:34:56.789+08:00), not only Z.
            dateTimeOptions: { offset: true },
          },
        },
      },
    },
  };
}

export default defineConfig(emqxOrvalConfig());
