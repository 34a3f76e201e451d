import path from 'node:path';
import type { Plugin } from 'vite';

/** Resolves `@chakra-ui/react` imported by `@rjsf/chakra-ui` to src/forms/chakra-for-rjsf.ts (why: there). */
export function rjsfChakraSystem(root: string): Plugin {
  const shim = path.join(root, 'src/forms/chakra-for-rjsf.ts');
  return {
    name: 'rjsf-chakra-system',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@chakra-ui/react' || !importer || !/[\\/]@rjsf[\\/]chakra-ui[\\/]/.test(importer)) return null;
      return shim;
    },
  };
}
