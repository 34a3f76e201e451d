import { Box, Dialog, Input, Kbd, Portal, Stack, Text } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCapabilities } from '../../api/capabilities';
import { loadMessages, LOCALES, type Locale } from '../../i18n/i18n';
import { isAvailable } from '../menu';
import { JUMPABLE_SCREENS, SCREENS, type ScreenPath } from '../screens';

interface Entry {
  path: ScreenPath;
  title: string;
  /** The title in every language, lower-cased, for matching. */
  haystack: string;
}

/** Titles in both languages, so an operator can type 订阅 in the English console, or Retained in the Chinese one. */
function useBilingualTitles(open: boolean): Partial<Record<Locale, (path: ScreenPath) => string>> {
  const [translators, setTranslators] = useState<Partial<Record<Locale, (path: ScreenPath) => string>>>({});
  useEffect(() => {
    if (!open || Object.keys(translators).length === LOCALES.length) return;
    void Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)).then((catalogs) => {
      const next: Partial<Record<Locale, (path: ScreenPath) => string>> = {};
      for (const [locale, messages] of catalogs) {
        const i18n = setupI18n({ locale, messages: { [locale]: messages } });
        next[locale] = (path) => i18n._(SCREENS[path].title);
      }
      setTranslators(next);
    });
  }, [open, translators]);
  return translators;
}

/**
 * `initialQuery`: what was typed since the first Ctrl+K, while this code loaded and until the input has the
 * focus with its caret at the end; `onLoaded` says that moment has come, and keys are the input's from then on.
 */
export function CommandPalette({
  open,
  initialQuery = '',
  onLoaded,
  onClose,
}: {
  open: boolean;
  initialQuery?: string;
  onLoaded?: () => void;
  onClose: () => void;
}) {
  const loaded = useRef(onLoaded);
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const capabilities = useCapabilities();
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [typedAhead, setTypedAhead] = useState(initialQuery);
  if (initialQuery !== typedAhead) {
    setTypedAhead(initialQuery);
    setQuery(initialQuery);
  }
  const [active, setActive] = useState(0);
  // Set when a screen was chosen: the focus then goes to that screen's heading, not back to the button.
  const [navigated, setNavigated] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setNavigated(false);
  }
  const translators = useBilingualTitles(open);

  const entries: Entry[] = useMemo(
    () =>
      JUMPABLE_SCREENS.filter((path) => isAvailable(SCREENS[path].capability, capabilities)).map((path) => {
        const title = i18n._(SCREENS[path].title);
        const all = [title, path, ...LOCALES.map((l) => translators[l]?.(path) ?? '')];
        return { path, title, haystack: all.join(' ').toLowerCase() };
      }),
    [i18n, capabilities, translators],
  );
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));
  const selected = Math.min(active, Math.max(matches.length - 1, 0));

  function close() {
    setQuery('');
    setActive(0);
    onClose();
  }

  function go(entry: Entry | undefined) {
    if (!entry) return;
    setNavigated(true);
    close();
    void navigate({ to: entry.path });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') setActive((selected + 1) % Math.max(matches.length, 1));
    else if (event.key === 'ArrowUp') setActive((selected - 1 + matches.length) % Math.max(matches.length, 1));
    else if (event.key === 'Enter') go(matches[selected]);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Root open={open} restoreFocus={!navigated} onOpenChange={(e) => !e.open && close()} placement="top" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pb="2">
              <Dialog.Title>
                <Trans>Go to a screen</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="4">
              <Input
                role="combobox"
                aria-expanded
                aria-controls={listId}
                aria-activedescendant={matches[selected] ? `${listId}-${selected}` : undefined}
                aria-label={t`Screen name`}
                placeholder={t`Type a screen name, in English or Chinese`}
                value={query}
                // Text typed ahead is continued, not typed in front of.
                onFocus={(e) => {
                  const input = e.currentTarget;
                  // After the dialog's focus trap, which selects the whole text on its first focus.
                  setTimeout(() => {
                    input.setSelectionRange(input.value.length, input.value.length);
                    loaded.current?.();
                  });
                }}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
              />
              <Stack as="ul" id={listId} role="listbox" aria-label={t`Screens`} gap="0" mt="2" maxH="60vh" overflowY="auto" listStyleType="none">
                {matches.map((entry, index) => (
                  <Box
                    as="li"
                    key={entry.path}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === selected}
                    px="3"
                    py="2"
                    borderRadius="md"
                    cursor="pointer"
                    bg={index === selected ? 'colorPalette.subtle' : undefined}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => go(entry)}
                  >
                    <Text>{entry.title}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {entry.path}
                    </Text>
                  </Box>
                ))}
                {matches.length === 0 ? (
                  <Text as="li" px="3" py="2" color="fg.muted">
                    <Trans>No screen matches</Trans>
                  </Text>
                ) : null}
              </Stack>
              <Text fontSize="xs" color="fg.muted" mt="2">
                <Kbd>↑</Kbd> <Kbd>↓</Kbd> <Trans>to choose</Trans>, <Kbd>Enter</Kbd> <Trans>to open</Trans>, <Kbd>Esc</Kbd> <Trans>to close</Trans>
              </Text>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
