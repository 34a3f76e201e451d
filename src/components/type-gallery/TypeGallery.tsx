import { Badge, Box, chakra, Heading, HStack, Input, InputGroup, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { cloneElement, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { groupItems } from './filter';
import { TypeMark } from './TypeMark';
import type { GalleryItem } from './types';

export type { GalleryBadge, GalleryItem, GalleryMark, GalleryPalette, GalleryTaken } from './types';

export interface TypeGalleryProps<T extends GalleryItem> {
  items: readonly T[];
  /** A card picked by click, Enter or Space (or Enter in the search box when one card is left). */
  onPick: (item: T) => void;
  /** The gallery's accessible name ("Bridge type"). */
  label: string;
  /** Where a choice stays on screen (a step that can be left at "None"): that card is shown pressed. */
  selectedKey?: string;
  /** The level of the group headings. */
  headingLevel?: 2 | 3 | 4;
}

/** The elements arrow keys move between: each card's button, or an added card's link. */
const STOP = 'data-gallery-stop';

/**
 * The "choose a type" step of a create flow: a search box, then the types as cards under group
 * headings. A card is a button (its name is the type's label and badges, its description describes
 * it); a type added already is no button but holds a link to the existing one.
 */
export function TypeGallery<T extends GalleryItem>({ items, onPick, label, selectedKey, headingLevel = 2 }: TypeGalleryProps<T>) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const query = search.trim();
  const groups = groupItems(items, query);
  const pickable = groups.flatMap((g) => g.items).filter((item) => !item.taken);

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (pickable.length === 1) onPick(pickable[0]!);
    } else if (event.key === 'ArrowDown') {
      const first = event.currentTarget.closest('[data-type-gallery]')?.querySelector<HTMLElement>(`[${STOP}]`);
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  function onCardsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${STOP}]`)];
    const index = stops.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    let next: HTMLElement | null | undefined;
    if (event.key === 'ArrowRight') next = stops[index + 1];
    else if (event.key === 'ArrowLeft') next = stops[index - 1];
    else if (event.key === 'ArrowDown') next = verticalNeighbour(stops, index, 1);
    else if (event.key === 'ArrowUp') next = verticalNeighbour(stops, index, -1) ?? searchRef.current;
    else if (event.key === 'Home') next = stops[0];
    else if (event.key === 'End') next = stops[stops.length - 1];
    else return;
    event.preventDefault();
    next?.focus();
  }

  const heading = `h${headingLevel}` as 'h2';
  return (
    <Box role="group" aria-label={label} data-type-gallery="">
      <InputGroup startElement={<Search aria-hidden size="16" />} maxW="md">
        <Input ref={searchRef} type="search" value={search} onChange={(e) => setSearch(e.target.value)} onKeyDown={onSearchKeyDown} aria-label={t`Search types`} placeholder={t`Search types`} autoComplete="off" />
      </InputGroup>
      {/* Always there, empty while something matches, so that its message is announced when it appears. */}
      <Box role="status">
        {groups.length === 0 ? (
          <Text color="fg.muted" pt="6">
            {t`No type matches “${query}”`}
          </Text>
        ) : null}
      </Box>
      <Stack gap="6" mt={groups.length > 0 ? '5' : '0'} onKeyDown={onCardsKeyDown}>
        {groups.map((group, groupIndex) => {
          const headingId = `${id}-g${groupIndex}`;
          return (
            <Stack key={group.group} gap="3">
              <Heading as={heading} id={headingId} size="sm" color="fg.muted">
                {group.group}
              </Heading>
              <Box as="ul" role="list" aria-labelledby={headingId} display="grid" gridTemplateColumns="repeat(auto-fill, minmax(220px, 1fr))" gap="3" listStyleType="none" p="0" m="0">
                {group.items.map((item) => (
                  <Box as="li" key={item.key} display="flex">
                    {item.taken ? <TakenCard item={item} /> : <PickCard item={item} selected={selectedKey === undefined ? undefined : selectedKey === item.key} onPick={() => onPick(item)} />}
                  </Box>
                ))}
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The card below (ArrowDown) or above (ArrowUp) in the grid, nearest in x; the next or previous one where there is no layout. */
function verticalNeighbour(stops: HTMLElement[], index: number, direction: 1 | -1): HTMLElement | undefined {
  const box = (el: HTMLElement) => (el.closest('li') ?? el).getBoundingClientRect();
  const here = box(stops[index]!);
  if (here.width === 0 && here.height === 0) return stops[index + direction];
  const candidates = stops
    .map((el) => ({ el, rect: box(el) }))
    .filter(({ rect }) => (direction > 0 ? rect.top >= here.bottom - 1 : rect.bottom <= here.top + 1));
  if (candidates.length === 0) return undefined;
  const rowTop = direction > 0 ? Math.min(...candidates.map((c) => c.rect.top)) : Math.max(...candidates.map((c) => c.rect.top));
  const centre = here.left + here.width / 2;
  const row = candidates.filter((c) => Math.abs(c.rect.top - rowTop) < 2);
  row.sort((a, b) => Math.abs(a.rect.left + a.rect.width / 2 - centre) - Math.abs(b.rect.left + b.rect.width / 2 - centre));
  return row[0]?.el;
}

function Description({ item, id }: { item: GalleryItem; id: string }) {
  return (
    <Text id={`${id}-description`} fontSize="sm" color="fg.muted" lineClamp="3">
      {item.description}
    </Text>
  );
}

/**
 * A card to pick. Its button holds the type's name only (a button's visible text must be in its
 * name): the description and badges sit beside it in the card, named by `aria-describedby` and
 * `aria-labelledby`, and the button's `::after` covers the whole card, so a click anywhere picks it.
 */
function PickCard({ item, selected, onPick }: { item: GalleryItem; selected: boolean | undefined; onPick: () => void }) {
  const id = useId();
  const badges = item.badges ?? [];
  const labelledBy = [`${id}-label`, ...badges.map((_, i) => `${id}-badge${i}`)].join(' ');
  return (
    <Box
      position="relative"
      display="flex"
      gap="3"
      alignItems="flex-start"
      w="full"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      colorPalette="brand"
      borderColor={selected ? 'colorPalette.solid' : 'border'}
      bg={selected ? 'colorPalette.subtle' : 'bg'}
      transition="border-color 0.1s, background 0.1s"
      _hover={{ borderColor: 'colorPalette.solid', bg: selected ? 'colorPalette.subtle' : 'bg.subtle' }}
    >
      <TypeMark mark={item.mark} />
      <Stack gap="1" minW="0" flex="1">
        <chakra.button
          type="button"
          {...{ [STOP]: '' }}
          aria-labelledby={labelledBy}
          aria-describedby={`${id}-description`}
          aria-pressed={selected}
          onClick={onPick}
          textAlign="start"
          fontWeight="semibold"
          color="fg"
          cursor="pointer"
          outline="none"
          css={{
            '&::after': { content: '""', position: 'absolute', inset: '0', borderRadius: 'l2' },
            '&:focus-visible::after': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
          }}
        >
          <span id={`${id}-label`}>{item.label}</span>
        </chakra.button>
        <Description item={item} id={id} />
        {badges.length > 0 ? (
          <HStack gap="1" wrap="wrap" mt="1">
            {badges.map((badge, i) => (
              <Badge key={badge.label} id={`${id}-badge${i}`} size="sm" variant="subtle" colorPalette={badge.palette ?? 'gray'}>
                {badge.label}
              </Badge>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

function TakenCard({ item }: { item: GalleryItem }) {
  const { t } = useLingui();
  const id = useId();
  const label = item.label;
  const linkProps = { [STOP]: '', 'aria-label': t`Open ${label}` };
  const taken = item.taken!;
  return (
    <Box display="flex" gap="3" alignItems="flex-start" w="full" p="3" borderWidth="1px" borderStyle="dashed" borderRadius="l2" bg="bg.subtle">
      <TypeMark mark={item.mark} />
      <Stack gap="1" minW="0" flex="1">
        <Text fontWeight="semibold">{item.label}</Text>
        <Description item={item} id={id} />
        <HStack gap="3" wrap="wrap" mt="1">
          <Badge size="sm" variant="subtle" colorPalette="gray">
            {t`Already added`}
          </Badge>
          <ChakraLink asChild={taken.link !== undefined} href={taken.href} variant="underline" colorPalette="brand" fontSize="sm" {...(taken.link ? {} : linkProps)}>
            {taken.link ? cloneElement(taken.link as ReactElement<Record<string, unknown>>, linkProps, t`Open`) : t`Open`}
          </ChakraLink>
        </HStack>
      </Stack>
    </Box>
  );
}
