import { Box, Dialog, Input, Kbd, Portal, Stack, Text } from '@chakra-ui/react';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCapabilities } from '../../api/capabilities';
import { useWriteAccess } from '../../api/write-access';
import { loadMessages, LOCALES, type Locale } from '../../i18n/i18n';
import { isAvailable } from '../menu';
import { JUMPABLE_SCREENS, SCREENS, type ScreenPath } from '../screens';

// Its texts are the screens' catalog's, loaded by the time anyone is logged in to open the palette.
const PublishDialog = lazy(() => import('../../features/publish/PublishDialog').then((m) => ({ default: m.PublishDialog })));

/** What the palette does besides opening screens: tasks that need no screen of their own. */
const ACTIONS = {
  publish: { title: msg`Publish a message`, hint: msg`Send a message through the broker's HTTP API, without a WebSocket connection` },
} as const satisfies Record<string, { title: MessageDescriptor; hint: MessageDescriptor }>;
type ActionId = keyof typeof ACTIONS;

type Entry = ({ kind: 'screen'; path: ScreenPath } | { kind: 'action'; id: ActionId; disabled: boolean }) & {
  key: string;
  title: string;
  /** Under the title: the screen's path, or what the action does. */
  detail: string;
  /** The title in every language, lower-cased, for matching. */
  haystack: string;
};

type Translate = (message: MessageDescriptor) => string;

/** Titles in both languages, so an operator can type 订阅 in the English console, or Retained in the Chinese one. */
function useBilingualTitles(open: boolean): Partial<Record<Locale, Translate>> {
  const [translators, setTranslators] = useState<Partial<Record<Locale, Translate>>>({});
  useEffect(() => {
    if (!open || Object.keys(translators).length === LOCALES.length) return;
    void Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)).then((catalogs) => {
      const next: Partial<Record<Locale, Translate>> = {};
      for (const [locale, messages] of catalogs) {
        const i18n = setupI18n({ locale, messages: { [locale]: messages } });
        next[locale] = (message) => i18n._(message);
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
  const write = useWriteAccess();
  const listId = useId();
  const [action, setAction] = useState<ActionId>();
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

  const entries: Entry[] = useMemo(() => {
    const haystack = (title: MessageDescriptor, ...more: string[]) => [...more, ...LOCALES.map((l) => translators[l]?.(title) ?? '')].join(' ').toLowerCase();
    const actions = (Object.keys(ACTIONS) as ActionId[]).map((id): Entry => {
      const { title, hint } = ACTIONS[id];
      return { kind: 'action', id, disabled: !write.allowed, key: `action:${id}`, title: i18n._(title), detail: write.reason ?? i18n._(hint), haystack: haystack(title, i18n._(title), id) };
    });
    const screens = JUMPABLE_SCREENS.filter((path) => isAvailable(SCREENS[path].capability, capabilities)).map(
      (path): Entry => ({ kind: 'screen', path, key: path, title: i18n._(SCREENS[path].title), detail: path, haystack: haystack(SCREENS[path].title, i18n._(SCREENS[path].title), path) }),
    );
    return [...screens, ...actions];
  }, [i18n, capabilities, translators, write]);
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
    if (entry.kind === 'action') {
      if (entry.disabled) return;
      close();
      setAction(entry.id);
      return;
    }
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
    <>
    {action === 'publish' ? (
      <Suspense fallback={null}>
        <PublishDialog onClose={() => setAction(undefined)} />
      </Suspense>
    ) : null}
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
                    key={entry.key}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === selected}
                    aria-disabled={entry.kind === 'action' && entry.disabled ? true : undefined}
                    color={entry.kind === 'action' && entry.disabled ? 'fg.muted' : undefined}
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
                      {entry.detail}
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
    </>
  );
}
