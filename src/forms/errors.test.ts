import { i18n, setupI18n } from '@lingui/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { messages as zh } from '../../locales/zh/screens.po';
import { errorTransformer } from './errors';
import { FORMATS } from './validator';

const schema: RJSFSchema = {
  type: 'object',
  required: ['max', 'storage', 'interval'],
  properties: {
    max: { title: 'Max messages', type: 'integer', minimum: 0, maximum: 100 },
    floor: { title: 'Floor', type: 'integer', minimum: 100 },
    storage: { title: 'Storage type', type: 'string', enum: ['ram', 'disc'] },
    interval: { title: 'Interval', type: 'string', format: 'emqx-duration' },
    size: { type: 'string', format: 'emqx-bytesize' },
  },
};

function messagesFor(data: unknown, locale: 'en' | 'zh' = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'zh' ? zh : {} } });
  const validator = customizeValidator({ customFormats: FORMATS });
  return validator.validateFormData(data, schema, undefined, errorTransformer(schema, i18n)).errors.map((e) => `${e.property?.replace(/^\./, '')}: ${e.message}`).sort();
}

describe('form errors', () => {
  it('says what is wrong in the console words', () => {
    expect(messagesFor({ max: 101, floor: 5, interval: '10 parsecs', size: '1TB' })).toEqual([
      'floor: The minimum is 100',
      'interval: Enter a number and a unit, for example 30s or 5m',
      'max: Enter a value between 0 and 100',
      'size: Enter a number and a unit, for example 512KB or 10MB',
      'storage: Please select the Storage type',
    ]);
    expect(messagesFor({ max: 'many', storage: 'ram' })).toEqual(['interval: Interval is required', 'max: It needs to be a number']);
  });

  it('speaks Chinese when the user does', () => {
    expect(messagesFor({ max: 'many', storage: 'ram' }, 'zh')).toEqual(['interval: Interval 不能为空', 'max: 请输入数字']);
  });
});

describe('length errors', () => {
  it('count characters in the right plural', () => {
    const transform = errorTransformer({ type: 'object', properties: { a: { type: 'string', maxLength: 1 }, b: { type: 'string', maxLength: 5 }, c: { type: 'string', minLength: 3 } } }, i18n);
    const errors = transform([
      { name: 'maxLength', property: '.a', params: { limit: 1 }, schemaPath: '#/properties/a/maxLength', message: '', stack: '' },
      { name: 'maxLength', property: '.b', params: { limit: 5 }, schemaPath: '#/properties/b/maxLength', message: '', stack: '' },
      { name: 'minLength', property: '.c', params: { limit: 3 }, schemaPath: '#/properties/c/minLength', message: '', stack: '' },
    ]);
    expect(errors.map((e) => e.message)).toEqual(['Enter at most 1 character', 'Enter at most 5 characters', 'Enter at least 3 characters']);
  });
});
