import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogs } from '../i18n/i18n';
import { renderWithProviders } from '../test/render';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Data = Record<string, unknown>;

function Harness({ schema, uiSchema, initial, seen }: { schema: RJSFSchema; uiSchema?: UiSchema; initial: Data; seen: Data[] }) {
  const [value, setValue] = useState(initial);
  const props: SchemaFormProps<Data> = {
    id: 'f',
    schema,
    uiSchema,
    value,
    onChange: (next) => {
      seen.push(next);
      setValue(next);
    },
    onSubmit: () => undefined,
  };
  return <SchemaForm {...props} />;
}

const last = (seen: Data[]) => seen.at(-1);

describe('SchemaForm widgets', () => {
  it("names a choice between variants (anyOf) by its field's label", () => {
    const seen: Data[] = [];
    const variant = (name: string) => ({ type: 'object', title: name, properties: { name: { type: 'string', enum: [name] } } }) as RJSFSchema;
    const schema: RJSFSchema = { type: 'object', properties: { password_hash_algorithm: { title: 'Hash algorithm', anyOf: [variant('plain'), variant('bcrypt')] } } };
    renderWithProviders(<Harness schema={schema} initial={{ password_hash_algorithm: { name: 'plain' } }} seen={seen} />);
    const selector = screen.getAllByRole('combobox').find((select) => select.id.endsWith('__anyof_select'));
    expect(selector).toHaveAccessibleName('Hash algorithm');
  });

  it('edits a percentage as its number and keeps the sign in the value', () => {
    const seen: Data[] = [];
    const schema: RJSFSchema = { type: 'object', properties: { high: { type: 'string', title: 'High watermark', format: 'emqx-percent' } } };
    renderWithProviders(<Harness schema={schema} initial={{ high: '80%' }} seen={seen} />);
    const input = screen.getByLabelText('High watermark');
    expect(input).toHaveValue('80');
    fireEvent.change(input, { target: { value: '75.5' } });
    expect(last(seen)).toEqual({ high: '75.5%' });
  });

  it('edits a map as named rows: rename, a taken name refused in place, add and remove', () => {
    const seen: Data[] = [];
    const schema: RJSFSchema = { type: 'object', properties: { headers: { type: 'object', title: 'Headers' } } };
    renderWithProviders(<Harness schema={schema} initial={{ headers: { 'X-A': '1', 'X-B': '2' } }} seen={seen} />);
    fireEvent.change(screen.getByLabelText('Value of X-A'), { target: { value: 'one' } });
    expect(last(seen)).toEqual({ headers: { 'X-A': 'one', 'X-B': '2' } });
    fireEvent.change(screen.getByLabelText('Name of entry 2 in Headers'), { target: { value: 'X-A' } });
    expect(screen.getByText('This name is already used')).toBeInTheDocument();
    expect(last(seen)).toEqual({ headers: { 'X-A': 'one', 'X-B': '2' } });
    fireEvent.change(screen.getByLabelText('Name of entry 2 in Headers'), { target: { value: 'X-C' } });
    expect(last(seen)).toEqual({ headers: { 'X-A': 'one', 'X-C': '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Headers' }));
    expect(last(seen)).toEqual({ headers: { 'X-A': 'one', 'X-C': '2', name: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove X-A' }));
    expect(last(seen)).toEqual({ headers: { 'X-C': '2', name: '' } });
  });

  it('shows TLS main fields first, hides the rest when TLS is off, and reads PEM text', async () => {
    const seen: Data[] = [];
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        ssl: {
          type: 'object',
          title: 'TLS',
          properties: {
            enable: { type: 'boolean' },
            verify: { type: 'string', enum: ['verify_peer', 'verify_none'] },
            certfile: { type: 'string' },
            keyfile: { type: 'string' },
            depth: { type: 'integer' },
          },
        },
      },
    };
    const ui: UiSchema = { ssl: { 'ui:options': { requireCertAndKey: true } } };
    renderWithProviders(<Harness schema={schema} uiSchema={ui} initial={{ ssl: { enable: false, verify: 'verify_none' } }} seen={seen} />);
    expect(screen.getByLabelText('Certificate')).not.toBeVisible();
    await userEvent.click(screen.getByText('Enable TLS'));
    expect(last(seen)).toMatchObject({ ssl: { enable: true } });
    expect(screen.getByLabelText('Certificate')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Advanced TLS settings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Missing Cert or Key content...')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Certificate'), { target: { value: '-----BEGIN CERTIFICATE-----' } });
    fireEvent.change(screen.getByLabelText('Private key'), { target: { value: '-----BEGIN PRIVATE KEY-----' } });
    expect(screen.queryByText('Missing Cert or Key content...')).toBeNull();
    expect(last(seen)).toMatchObject({ ssl: { enable: true, certfile: '-----BEGIN CERTIFICATE-----', keyfile: '-----BEGIN PRIVATE KEY-----' } });
  });

  it('finds fields by name in a long form, opening the sections that hold them', () => {
    const leaves = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i}`, { type: 'string' as const }]));
    const schema: RJSFSchema = { type: 'object', properties: { group: { type: 'object', title: 'Group', properties: { ...leaves, backlog: { type: 'integer', title: 'Backlog' } } } } };
    renderWithProviders(<Harness schema={schema} initial={{}} seen={[]} />);
    const section = screen.getByRole('button', { name: 'Group' });
    fireEvent.click(section);
    expect(screen.getByLabelText('Backlog')).not.toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a setting' }), { target: { value: 'backl' } });
    expect(screen.getByLabelText('Backlog')).toBeVisible();
    expect(screen.getByLabelText('Field 3')).not.toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a setting' }), { target: { value: 'nothing like it' } });
    expect(screen.getByRole('status')).toHaveTextContent('No setting matches “nothing like it”.');
  });

  it('lists values with add and remove buttons in the user language', async () => {
    const seen: Data[] = [];
    const schema: RJSFSchema = { type: 'object', properties: { rules: { type: 'array', title: 'Access rules', items: { type: 'string' } } } };
    await act(async () => {
      await loadCatalogs(['overview', 'screens']);
      await activateLocale('zh');
    });
    renderWithProviders(<Harness schema={schema} initial={{ rules: ['allow all'] }} seen={seen} />);
    const group = screen.getByRole('group', { name: 'Access rules' });
    expect(within(group).getAllByRole('button', { name: '删除' }).length).toBe(1);
    fireEvent.click(within(group).getByRole('button', { name: '添加到Access rules' }));
    expect(last(seen)).toEqual({ rules: ['allow all', undefined] });
    await act(() => activateLocale('en'));
  });
});
