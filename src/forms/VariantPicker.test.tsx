import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SchemaForm } from './SchemaForm';
import { validator } from './validator';
import mysqlAuthn from '../../schemas/authn-mysql.json';

type Data = Record<string, unknown>;

function Harness({ schema, initial, seen }: { schema: RJSFSchema; initial: Data; seen: Data[] }) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm<Data>
      id="f"
      schema={schema}
      labelRoot="authentication"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      onSubmit={() => undefined}
    />
  );
}

const hashOnly = { type: 'object', properties: { password_hash_algorithm: (mysqlAuthn as unknown as RJSFSchema).properties!.password_hash_algorithm } } as RJSFSchema;

describe('a union of sub-forms', () => {
  it('is a select labelled by the field, its variants named, the deciding field shown only when it has several values', () => {
    const seen: Data[] = [];
    renderWithProviders(<Harness schema={hashOnly} initial={getDefaultFormState(validator, hashOnly, {}) as Data} seen={seen} />);
    const picker = screen.getByRole('combobox', { name: 'Password hash' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Simple hash (MD5, SHA…)', 'PBKDF2', 'bcrypt']);
    expect(picker).toHaveDisplayValue('Simple hash (MD5, SHA…)');
    expect(screen.queryByText(/option \d/i)).toBeNull();
    expect(screen.queryByText('password_hash_algorithm')).toBeNull();
    // The simple hash takes one of several algorithms: a labelled select of its own.
    expect(screen.getByRole('combobox', { name: 'Hash algorithm' })).toHaveDisplayValue('SHA-256');
    fireEvent.change(screen.getByRole('combobox', { name: 'Salt position' }), { target: { value: '2' } });
    expect(seen.at(-1)).toEqual({ password_hash_algorithm: { name: 'sha256', salt_position: 'suffix' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hash algorithm' }), { target: { value: '0' } });
    expect(seen.at(-1)).toEqual({ password_hash_algorithm: { name: 'plain', salt_position: 'suffix' } });
    expect(screen.getByRole('combobox', { name: 'Password hash' })).toHaveDisplayValue('Simple hash (MD5, SHA…)');

    fireEvent.change(picker, { target: { value: '2' } });
    expect(seen.at(-1)).toEqual({ password_hash_algorithm: { name: 'bcrypt' } });
    expect(screen.getByRole('combobox', { name: 'Password hash' })).toHaveDisplayValue('bcrypt');
    expect(screen.queryByRole('combobox', { name: 'Hash algorithm' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Password hash' }), { target: { value: '1' } });
    expect(seen.at(-1)?.password_hash_algorithm).toMatchObject({ name: 'pbkdf2' });
    expect(screen.getByRole('combobox', { name: 'Pseudorandom function' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Hash algorithm' })).toBeNull();
  });

  it('draws a union of plain values in its row: the picker and the value, both named by the field', () => {
    const seen: Data[] = [];
    const schema: RJSFSchema = { type: 'object', properties: { qos: { oneOf: [{ type: 'string' }, { type: 'integer', minimum: 0, maximum: 2 }] } } };
    renderWithProviders(<Harness schema={schema} initial={{ qos: 1 }} seen={seen} />);
    const picker = screen.getByRole('combobox', { name: 'QoS' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Placeholder', 'Fixed QoS']);
    expect(picker).toHaveDisplayValue('Fixed QoS');
    expect(screen.getByRole('spinbutton', { name: 'QoS' })).toHaveValue(1);
    fireEvent.change(picker, { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'QoS' }), { target: { value: '${qos}' } });
    expect(seen.at(-1)).toEqual({ qos: '${qos}' });
  });

  it('hides a deprecated field unless it holds a value, and marks it deprecated once', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        server: { type: 'string' },
        auto_reconnect: { type: 'boolean', default: true, deprecated: true },
        cacerts: { type: 'boolean', deprecated: true },
      },
    };
    renderWithProviders(<Harness schema={schema} initial={{ server: 'a', auto_reconnect: true, cacerts: true }} seen={[]} />);
    expect(screen.getByLabelText('Server')).toBeVisible();
    expect(screen.getByText('Auto reconnect')).not.toBeVisible();
    expect(screen.getByText('CA certificates (deprecated)')).toBeVisible();
  });
});
