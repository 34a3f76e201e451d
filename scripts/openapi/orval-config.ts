import type { Options } from 'orval';
import path from 'node:path';

/**
 * The one Orval configuration. `docs` are the normalized documents written by generate.ts;
 * `outDir` is src/generated, or a temporary folder for the drift check.
 */
export function orvalConfig(docs: { hooks: string; zod: string }, outDir: string, root: string): Record<string, Options> {
  const mutatorPath = path.join(root, 'src/api/http.ts');
  return {
    emqx: {
      input: { target: docs.hooks },
      output: {
        mode: 'tags-split',
        client: 'react-query',
        target: path.join(outDir, 'endpoints'),
        schemas: path.join(outDir, 'model'),
        clean: true,
        // The generated URLs then wrap every path parameter in encodeURIComponent: client ids hold '/'.
        urlEncodeParameters: true,
        mock: { type: 'msw', delay: false, baseUrl: '/api/v5' },
        override: {
          mutator: { path: mutatorPath, name: 'customFetch' },
          query: { signal: true },
        },
      },
    },
    emqxZod: {
      input: { target: docs.zod },
      output: {
        mode: 'tags-split',
        client: 'zod',
        target: path.join(outDir, 'zod'),
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
