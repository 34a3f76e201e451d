import { setupI18n } from '@lingui/core';
import { expect, it } from 'vitest';
import { placeholderLabel } from '../i18n/labels/placeholder-labels';
import { insertPlaceholder } from './placeholders';

it('inserts a placeholder at the cursor, replacing a selection, the part to fill in selected', () => {
  const sql = 'SELECT password_hash FROM mqtt_user where username =  LIMIT 1';
  const at = sql.indexOf('=') + 2;
  expect(insertPlaceholder(sql, at, at, '${username}')).toEqual({
    text: 'SELECT password_hash FROM mqtt_user where username = ${username} LIMIT 1',
    selection: [at + 11, at + 11],
  });
  expect(insertPlaceholder('HMGET mqtt_user:X', 16, 17, '${clientid}').text).toBe('HMGET mqtt_user:${clientid}');
  // No cursor (never focused): at the end.
  expect(insertPlaceholder('a', null, null, '${peerhost}')).toEqual({ text: 'a${peerhost}', selection: [12, 12] });
  expect(insertPlaceholder('', 0, 0, '${client_attrs.NAME}')).toEqual({ text: '${client_attrs.NAME}', selection: [15, 19] });
});

it('names each placeholder', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  expect(placeholderLabel(i18n, '${cert_common_name}')).toBe('Common name of the client certificate');
  expect(placeholderLabel(i18n, '${unknown}')).toBeUndefined();
});
