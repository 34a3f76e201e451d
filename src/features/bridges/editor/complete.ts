import type { RJSFSchema } from '@rjsf/utils';
import { validator } from '../../../forms/validator';

/** Whether the form's values satisfy its schema: a probe of an incomplete form would be a malformed request. */
export const isComplete = (schema: RJSFSchema, values: unknown): boolean => validator.validateFormData(values, schema).errors.length === 0;
