import { customizeValidator } from '@rjsf/validator-ajv8';

/** The broker's string formats, which schemas mark as `format: duration` / `bytesize` (see scripts/schemas). */
export const FORMATS = {
  duration: /^\s*\d+(\.\d+)?\s*(ms|s|m|h|d)\s*$/i,
  bytesize: /^\s*\d+(\.\d+)?\s*(b|kb|mb|gb)\s*$/i,
};

/** ajv with those formats, so it neither warns about unknown formats nor lets "10 parsecs" through. */
export const validator = customizeValidator({ customFormats: FORMATS });
