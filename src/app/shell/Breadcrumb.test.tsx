import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderInRouter } from '../../test/render';
import { screenFor } from '../screens';
import { Breadcrumb } from './Breadcrumb';

it('leads from a detail screen to its list, and names the screen it is on', async () => {
  renderInRouter(<Breadcrumb screen={screenFor('/rules/detail/$id')} />);
  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules');
  expect(trail.querySelector('[aria-current="page"]')).toHaveTextContent('Rule details');
});

it('is not drawn on a screen of the menu', async () => {
  renderInRouter(
    <>
      <h1>Rules</h1>
      <Breadcrumb screen={screenFor('/rules')} />
    </>,
  );
  await screen.findByRole('heading', { name: 'Rules' });
  expect(screen.queryByRole('navigation')).toBeNull();
});
