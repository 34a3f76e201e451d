import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SchemaForm } from '../SchemaForm';

const schema = { type: 'object' as const, properties: { password: { type: 'string' as const, title: 'Password', format: 'password' } } };

function Harness({ initial, seen }: { initial: { password?: string }; seen: { password?: string }[] }) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm
      id="f"
      schema={schema}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      onSubmit={() => undefined}
    />
  );
}

describe('SecretWidget', () => {
  it('never shows the mask, sends it back unless replaced, and keeps it when the field is emptied', () => {
    const seen: { password?: string }[] = [];
    renderWithProviders(<Harness initial={{ password: '******' }} seen={seen} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Unchanged (stored on the broker)');
    fireEvent.change(input, { target: { value: 'n3w-secret' } });
    expect(seen.at(-1)).toEqual({ password: 'n3w-secret' });
    fireEvent.change(input, { target: { value: '' } });
    expect(seen.at(-1)).toEqual({ password: '******' });
  });
});
