import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DEEPEST_PAGE, pageWithin, Pagination } from './Pagination';

function renderPager(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onChange = vi.fn();
  renderWithProviders(<Pagination page={3} limit={20} count={236} hasNext onChange={onChange} {...props} />);
  return { onChange, pager: screen.getByRole('navigation', { name: 'Pages' }) };
}

describe('pageWithin', () => {
  it('brings what was typed within 1..pages, and ignores what is not a number', () => {
    expect(pageWithin('5', 12)).toBe(5);
    expect(pageWithin(' 99 ', 12)).toBe(12);
    expect(pageWithin('0', 12)).toBe(1);
    expect(pageWithin('-3', 12)).toBe(1);
    expect(pageWithin('2.6', 12)).toBe(3);
    expect(pageWithin('', 12)).toBeUndefined();
    expect(pageWithin('abc', 12)).toBeUndefined();
  });
});

describe('Pagination', () => {
  it('says the page out of how many, with the total counted in the right plural', () => {
    const { pager } = renderPager();
    expect(pager).toHaveTextContent('Page 3 of 12 · 236 rows in all');
  });

  it('says one row in the singular', () => {
    const { pager } = renderPager({ page: 1, count: 1, hasNext: false });
    expect(pager).toHaveTextContent('Page 1 of 1 · 1 row in all');
    // A single page has nowhere to jump.
    expect(within(pager).queryByLabelText('Go to page')).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('jumps to a typed page with Enter, keeping it within the pages there are', async () => {
    const user = userEvent.setup();
    const { pager, onChange } = renderPager();
    const input = within(pager).getByLabelText('Go to page');
    expect(input).toHaveValue(3);
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 7, limit: 20 });

    await user.clear(input);
    await user.type(input, '500');
    await user.click(within(pager).getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 12, limit: 20 });
    expect(input).toHaveValue(12);
  });

  it('does not move for the page already shown or for an empty field', async () => {
    const user = userEvent.setup();
    const { pager, onChange } = renderPager();
    const input = within(pager).getByLabelText('Go to page');
    await user.click(within(pager).getByRole('button', { name: 'Go' }));
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(3);
  });

  it('moves with Previous and Next, and a new page size starts over at page 1', async () => {
    const user = userEvent.setup();
    const { pager, onChange } = renderPager();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 4, limit: 20 });
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    const sizes = within(pager).getByRole('combobox', { name: 'Rows per page' });
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['10 per page', '20 per page', '50 per page', '100 per page']);
    await user.selectOptions(sizes, '50');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, limit: 50 });
  });

  it('without a total (fuzzy searches) shows the page alone, and moves only by Previous and Next', () => {
    const { pager } = renderPager({ count: undefined, hasNext: false });
    expect(pager).toHaveTextContent(/^Page 3(?! of)/);
    expect(pager).not.toHaveTextContent('in all');
    expect(within(pager).queryByLabelText('Go to page')).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('from a page past the last (an old URL), Previous goes to the last page', async () => {
    const user = userEvent.setup();
    const { pager, onChange } = renderPager({ page: 30, hasNext: false });
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 12, limit: 20 });
  });
});

describe('Pagination of a list too long to page through', () => {
  it('stops at the deepest page it offers and says to use the filters', async () => {
    const { pager, onChange } = renderPager({ page: DEEPEST_PAGE, count: 2_000_000, limit: 20 });
    expect(pager).toHaveTextContent(`Page ${DEEPEST_PAGE} of 100000`);
    expect(pager).toHaveTextContent('Too many to page through');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    const jump = within(pager).getByLabelText('Go to page');
    await userEvent.clear(jump);
    await userEvent.type(jump, '9999{Enter}');
    expect(jump).toHaveValue(DEEPEST_PAGE);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says nothing of the kind for a list that fits', () => {
    const { pager } = renderPager();
    expect(pager).not.toHaveTextContent('Too many');
  });
});
