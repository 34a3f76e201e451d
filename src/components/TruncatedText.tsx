import { chakra, Portal, Tooltip, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { formatNumber } from '../i18n/format';
import { boundText, CELL_CHARS, TOOLTIP_CHARS } from './bound-text';
import { COPY_FEEDBACK_MS, CopyButton, type CopyOutcome } from './CopyButton';

interface TruncatedTextProps {
  /** The full value: shown and put in the tooltip when cut (both bounded, see bound-text.ts), and copied whole. */
  value: string;
  /**
   * What shows the value when it is more than text, such as a link to the client: it becomes the
   * cut element itself, so its focus ring is not clipped. Defaults to the value as plain text.
   */
  children?: ReactElement;
  /**
   * The copy button's name ("Copy client ID"). Always given: besides copying, the button is how the
   * keyboard reaches the tooltip of a value that is not a link.
   */
  copyLabel: string;
  /** Widest the text may grow before it is cut; the default suits a table column. */
  maxW?: SystemStyleObject['maxW'];
  /** A block of its own (a div) instead of a run of text: needed around a heading such as a dialog title. */
  block?: boolean;
}

const isCut = (element: HTMLElement | null) => element !== null && element.scrollWidth > element.clientWidth;

/**
 * One line with an ellipsis, never broken inside a word: long client IDs and topics stay readable in
 * tables. The full value shows in a tooltip on hover and keyboard focus when it is cut, and a copy
 * button beside it (never inside a link) copies it.
 */
export function TruncatedText({ value, children, copyLabel, maxW = '20rem', block = false }: TruncatedTextProps) {
  const { t, i18n } = useLingui();
  const textRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const [copied, setCopied] = useState<{ kind: CopyOutcome; at: number }>();

  // Whether the ellipsis shows depends on the column's width, which changes with the window.
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element) return;
    setCut(isCut(element));
    const observer = new ResizeObserver(() => setCut(isCut(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(undefined), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // The tooltip is bounded too: a very long value says how long it is and how to get it whole.
  const length = formatNumber(value.length, i18n.locale);
  const tooltipText = value.length <= TOOLTIP_CHARS ? value : `${boundText(value, TOOLTIP_CHARS)} ${t`(${length} characters: copy it to get it whole)`}`;
  const text = { ref: textRef, truncate: true, minW: '0', display: 'block' } as const;
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      // A value that fits needs no tooltip; the outcome of a copy shows either way.
      disabled={!cut && !copied}
      closeOnClick={false}
      openDelay={300}
      positioning={{ placement: 'top-start' }}
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>
        <chakra.span as={block ? 'div' : 'span'} display={block ? 'flex' : 'inline-flex'} alignItems="center" gap="1" maxW={maxW} minW="0" verticalAlign="middle">
          {children ? (
            <chakra.span asChild {...text}>
              {children}
            </chakra.span>
          ) : (
            <chakra.span {...text}>{boundText(value, CELL_CHARS)}</chakra.span>
          )}
          <CopyButton
            value={value}
            label={copyLabel}
            onCopied={(kind) => {
              setCopied({ kind, at: Date.now() });
              setOpen(true);
            }}
          />
        </chakra.span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="min(40rem, 90vw)" overflowWrap="anywhere">
            {copied?.kind === 'copied' ? t`Copied` : copied?.kind === 'failed' ? t`Could not copy` : tooltipText}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
