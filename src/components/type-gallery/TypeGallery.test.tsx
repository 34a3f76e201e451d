import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../../test/render';
import { matchesQuery } from './filter';
import { TypeGallery } from './TypeGallery';
import type { GalleryItem } from './types';

const ITEMS: GalleryItem[] = [
  { key: 'action:http', label: 'HTTP server', description: 'Send requests to any web service or webhook', group: 'HTTP and MQTT', mark: { text: 'H', palette: 'blue' }, badges: [{ label: 'Sink' }] },
  { key: 'mqtt', label: 'MQTT', description: 'Bridge messages with another MQTT broker', group: 'HTTP and MQTT', mark: { text: 'M', palette: 'brand' }, badges: [{ label: 'Sink and source' }] },
  { key: 'action:kafka_producer', label: 'Kafka producer', description: 'Apache Kafka event streaming platform', group: 'Message queues and streaming', mark: { text: 'Ka', palette: 'gray' }, badges: [{ label: 'Sink' }] },
  { key: 'action:mysql', label: 'MySQL', description: '开源关系型数据库', group: '数据库', mark: { text: 'My', palette: 'blue' }, badges: [{ label: 'Sink' }] },
  { key: 'action:pgsql', label: 'PostgreSQL', description: 'Open-source object-relational database', group: '数据库', mark: { text: 'Pg', palette: 'cyan' }, taken: { href: '#/somewhere/pgsql' } },
];

describe('TypeGallery', () => {
  it('groups the cards under headings, the focus left to the page (its heading); a card is picked by click or by keyboard', async () => {
    const onPick = vi.fn();
    renderInRouter(<TypeGallery label="Bridge type" items={ITEMS} onPick={onPick} />);
    const search = await screen.findByRole('searchbox', { name: 'Search types' });
    expect(search).not.toHaveFocus();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['HTTP and MQTT', 'Message queues and streaming', '数据库']);
    expect(within(screen.getByRole('list', { name: 'HTTP and MQTT' })).getAllByRole('button')).toHaveLength(2);
    // A card's name is its label and direction; its description describes it.
    const http = screen.getByRole('button', { name: 'HTTP server Sink' });
    expect(http).toHaveAccessibleDescription('Send requests to any web service or webhook');

    await userEvent.click(screen.getByRole('button', { name: 'MQTT Sink and source' }));
    expect(onPick).toHaveBeenLastCalledWith(ITEMS[1]);

    // Tab leaves the search box for the first card; arrows move between cards; Enter and Space pick.
    search.focus();
    await userEvent.tab();
    expect(http).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'MQTT Sink and source' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Kafka producer Sink' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(ITEMS[2]);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith(ITEMS[1]);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Open PostgreSQL' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(http).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(search).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(http).toHaveFocus();
    expect(onPick).toHaveBeenCalledTimes(3);
  });

  it('filters at once on label, description, group and key, in any case and in Chinese; Enter picks the one card left', async () => {
    const onPick = vi.fn();
    renderInRouter(<TypeGallery label="Bridge type" items={ITEMS} onPick={onPick} />);
    const search = await screen.findByRole('searchbox', { name: 'Search types' });
    fireEvent.change(search, { target: { value: 'KAFKA' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Kafka producer Sink' })).toBeVisible();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Message queues and streaming']);
    fireEvent.change(search, { target: { value: 'webhook' } });
    expect(screen.getByRole('button', { name: 'HTTP server Sink' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'MQTT Sink and source' })).toBeNull();
    // Chinese: the description and the group.
    fireEvent.change(search, { target: { value: '关系型' } });
    expect(screen.getByRole('button', { name: 'MySQL Sink' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(search, { target: { value: '数据库' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The key, and several words each matching somewhere.
    fireEvent.change(search, { target: { value: 'kafka_producer' } });
    expect(screen.getByRole('button', { name: 'Kafka producer Sink' })).toBeVisible();
    fireEvent.change(search, { target: { value: 'streaming apache' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(search, '{Enter}');
    expect(onPick).toHaveBeenCalledWith(ITEMS[2]);
  });

  it('says when nothing matches', async () => {
    renderInRouter(<TypeGallery label="Bridge type" items={ITEMS} onPick={() => undefined} />);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search types' }), { target: { value: '  nothing like it ' } });
    expect(screen.getByRole('status')).toHaveTextContent('No type matches “nothing like it”');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });

  it('shows a type added already with a link to it, not as a card to pick', async () => {
    const onPick = vi.fn();
    renderInRouter(<TypeGallery label="Bridge type" items={ITEMS} onPick={onPick} />);
    const list = await screen.findByRole('list', { name: '数据库' });
    expect(within(list).queryByRole('button', { name: /PostgreSQL/ })).toBeNull();
    const taken = within(list).getAllByRole('listitem')[1]!;
    expect(taken).toHaveTextContent('Already added');
    const open = within(taken).getByRole('link', { name: 'Open PostgreSQL' });
    expect(open).toHaveAttribute('href', '#/somewhere/pgsql');
    expect(open).toHaveTextContent(/^Open$/);
    await userEvent.click(taken);
    expect(onPick).not.toHaveBeenCalled();
    // Enter in the search box picks only a card that can be picked.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search types' }), { target: { value: 'postgres' } });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search types' }), '{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('shows the chosen card pressed where the choice stays on screen, and leaves the focus alone', async () => {
    renderInRouter(<TypeGallery label="Authentication" items={ITEMS.slice(0, 2)} selectedKey="mqtt" onPick={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'MQTT Sink and source' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'HTTP server Sink' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search types' })).not.toHaveFocus();
    expect(screen.getByRole('group', { name: 'Authentication' })).toBeVisible();
  });
});

describe('matchesQuery', () => {
  it('folds case and full-width letters, and needs every word', () => {
    const item = ITEMS[3]!;
    expect(matchesQuery(item, 'ＭＹＳＱＬ')).toBe(true);
    expect(matchesQuery(item, 'mysql 开源')).toBe(true);
    expect(matchesQuery(item, 'mysql kafka')).toBe(false);
    expect(matchesQuery(item, '   ')).toBe(true);
  });
});
