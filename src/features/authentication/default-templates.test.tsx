import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '../../forms/SchemaForm';
import { validator } from '../../forms/validator';
import { renderWithProviders } from '../../test/render';
import { authzDefaultTemplate } from '../authorization/default-templates';
import { useAuthzUiSchema } from '../authorization/authz-schema';
import { useAuthnUiSchema } from './authn-schema';
import { AUTHN_SQL, authnDefaultTemplate } from './default-templates';
import mysqlAuthn from '../../../schemas/authn-mysql.json';
import mongoAuthz from '../../../schemas/authz-mongo-single.json';

type Config = Record<string, unknown>;

/** The create form as the wizard builds it: the fixed fields, the default templates, the schema's defaults. */
function MysqlAuthnForm({ seen }: { seen: Config[] }) {
  const schema = mysqlAuthn as unknown as RJSFSchema;
  const fixed = { mechanism: 'password_based', backend: 'mysql' };
  const uiSchema = useAuthnUiSchema(Object.keys(fixed).join(','));
  const [value, setValue] = useState(() => getDefaultFormState(validator, schema, { ...authnDefaultTemplate('password_based', 'mysql'), ...fixed }) as Config);
  return (
    <SchemaForm<Config>
      id="authn"
      schema={schema}
      labelRoot="authentication"
      uiSchema={uiSchema}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      onSubmit={() => undefined}
    />
  );
}

function MongoAuthzForm({ seen }: { seen: Config[] }) {
  const schema = mongoAuthz as unknown as RJSFSchema;
  const uiSchema = useAuthzUiSchema('mongo_type');
  const [value, setValue] = useState(() => getDefaultFormState(validator, schema, { ...authzDefaultTemplate('mongodb', 'single'), type: 'mongodb', mongo_type: 'single' }) as Config);
  return (
    <SchemaForm<Config>
      id="authz"
      schema={schema}
      labelRoot="authorization"
      uiSchema={uiSchema}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      onSubmit={() => undefined}
    />
  );
}

describe('a new authenticator or source', () => {
  it("opens the MySQL authenticator with EMQX's query, connection first, and inserts a placeholder at the cursor", async () => {
    const seen: Config[] = [];
    renderWithProviders(<MysqlAuthnForm seen={seen} />);
    const query = screen.getByRole('textbox', { name: /^SQL query/ });
    expect(query).toHaveValue(AUTHN_SQL);
    expect(screen.getByRole('textbox', { name: /^Server/ })).toHaveValue('127.0.0.1:3306');
    expect(screen.getByRole('textbox', { name: /^Database/ })).toHaveValue('mqtt_user');
    // Where to connect, then what to ask, then the rest.
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent?.replace('*', '').trim());
    const order = ['Server', 'Database', 'Username', 'Password', 'Enable TLS', 'SQL query', 'Password hash'].map((name) => labels.findIndex((l) => l?.startsWith(name)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order.filter((index) => index >= 0)).toEqual([...order].filter((index) => index >= 0).sort((a, b) => a - b));

    // The cursor after "username = ": ${clientid} replaces ${username}.
    const at = AUTHN_SQL.indexOf('${username}');
    (query as HTMLTextAreaElement).setSelectionRange(at, at + '${username}'.length);
    await userEvent.click(screen.getByRole('button', { name: /^Insert placeholder into SQL query/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /\$\{clientid\}/ }));
    expect(seen.at(-1)?.query).toBe(AUTHN_SQL.replace('${username}', '${clientid}'));
    await waitFor(() => expect(query).toHaveFocus());
  });

  it("opens the MongoDB source with EMQX's collection and filter, placeholders offered for the filter's values", async () => {
    const seen: Config[] = [];
    renderWithProviders(<MongoAuthzForm seen={seen} />);
    expect(screen.getByRole('textbox', { name: /^Collection/ })).toHaveValue('mqtt_acl');
    const value = screen.getByRole('textbox', { name: 'Value of username' });
    expect(value).toHaveValue('${username}');
    (value as HTMLInputElement).setSelectionRange(0, '${username}'.length);
    await userEvent.click(screen.getByRole('button', { name: 'Insert placeholder into Value of username' }));
    const menu = await screen.findByRole('menu');
    // The database sources take no password.
    expect(within(menu).queryByRole('menuitem', { name: /\$\{password\}/ })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /\$\{cert_common_name\}/ }));
    expect(seen.at(-1)?.filter).toEqual({ username: '${cert_common_name}' });
  });

  it('pre-fills every database and HTTP template as the dashboard does', () => {
    expect(authnDefaultTemplate('password_based', 'redis', 'single')).toEqual({ server: '127.0.0.1:6379', cmd: 'HMGET mqtt_user:${username} password_hash salt' });
    expect(authnDefaultTemplate('password_based', 'redis', 'cluster')).toEqual({ cmd: 'HMGET mqtt_user:${username} password_hash salt' });
    expect(authnDefaultTemplate('password_based', 'mongodb', 'single')).toMatchObject({ collection: 'mqtt_user', filter: { username: '${username}' }, password_hash_field: 'password_hash', salt_field: 'salt' });
    expect(authnDefaultTemplate('password_based', 'http', 'post')).toEqual({ url: 'http://127.0.0.1:8080', body: { username: '${username}', password: '${password}' } });
    expect(authnDefaultTemplate('password_based', 'postgresql').query).toBe(AUTHN_SQL);
    expect(authnDefaultTemplate('jwt', undefined, 'hmac-based')).toEqual({});
    expect(authzDefaultTemplate('mysql').query).toBe('SELECT action, permission, topic FROM mqtt_acl where username = ${username}');
    expect(authzDefaultTemplate('postgresql').query).toBe('SELECT action, permission, topic FROM mqtt_acl where username = ${username}');
    expect(authzDefaultTemplate('redis', 'single').cmd).toBe('HGETALL mqtt_acl:${username}');
    expect(authzDefaultTemplate('file')).toEqual({});
  });
});
