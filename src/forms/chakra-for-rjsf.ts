/**
 * What `@rjsf/chakra-ui` gets when it imports `@chakra-ui/react` (see scripts/build/rjsf-chakra-system.ts):
 * Chakra itself, with the console's system as `defaultSystem`. RJSF reads the default system only to
 * tell style props from others, which the console's system answers the same way; importing Chakra's
 * default system would put its whole theme (every recipe, ~27 KiB gzip) into every form's JS.
 */
// eslint-disable-next-line no-restricted-imports -- RJSF's own widgets import from here and may use anything.
export * from '@chakra-ui/react';
export { system as defaultSystem } from '../theme/system';
