import { customizeValidator } from '@rjsf/validator-ajv8';
import index from '../../schemas/index.json';

interface PublishedFormat {
  pattern: string;
  flags: string;
}

/**
 * The broker's string formats (`emqx-duration`, `emqx-bytesize`…), as scripts/schemas publishes them
 * in schemas/index.json: ajv then neither warns about unknown formats nor lets "10 parsecs" through.
 */
export const FORMATS = Object.fromEntries(
  Object.entries((index as { formats: Record<string, PublishedFormat> }).formats).map(([name, f]) => [name, new RegExp(f.pattern, f.flags)]),
);

export const validator = customizeValidator({ customFormats: FORMATS });
