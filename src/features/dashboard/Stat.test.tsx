import { screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Stat } from './Stat';

it('reads numeric text as the number and shows an odd or missing value as "–", keeping its label', () => {
  renderWithProviders(
    <>
      <Stat label={msg`Connections`} value="1234" />
      <Stat label={msg`Topics`} value={{ unexpected: true }} />
      <Stat label={msg`Subscriptions`} value={undefined} />
      <Stat label={msg`Retained messages`} value={42} />
    </>,
  );
  expect(screen.getByRole('group', { name: 'Connections' })).toHaveTextContent(/^Connections1,234$/);
  expect(screen.getByRole('group', { name: 'Topics' })).toHaveTextContent(/^Topics–$/);
  expect(screen.getByRole('group', { name: 'Subscriptions' })).toHaveTextContent(/^Subscriptions–$/);
  expect(screen.getByRole('group', { name: 'Retained messages' })).toHaveTextContent(/^Retained messages42$/);
});
