import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactElement } from 'react';
import { formatNumber } from '../i18n/format';
import { boundText, CELL_CHARS, TOOLTIP_CHARS } from './bound-text';
import { COPY_FEEDBACK_MS, CopyButton } from './CopyButton';
import { Hint } from './hint/Hint';
import { flashHint } from './hint/hint-store';

interface TruncatedTextProps {
  /** The full value: shown and put in the hint when cut (both bounded, see bound-text.ts), and copied whole. */
  value: string;
  /**
   * What shows the value when it is more than text, such as a link to the client: it becomes the
   * cut element itself, so its focus ring is not clipped. Defaults to the value as plain text.
   */
  children?: ReactElement;
  /**
   * The copy button's name ("Copy client ID"). Always given: besides copying, the button is how the
   * keyboard reaches the hint of a value that is not a link.
   */
  copyLabel: string;
  /** Widest the text may grow before it is cut; the default suits a table column. */
  maxW?: SystemStyleObject['maxW'];
  /** A block of its own (a div) instead of a run of text: needed around a heading such as a dialog title. */
  block?: boolean;
}

/** Wide enough for a long topic on a few lines. */
const HINT_WIDTH = 'min(40rem, 90vw)';

const isCut = (element: HTMLElement | null) => element !== null && element.scrollWidth > element.clientWidth;

/**
 * One line with an ellipsis, never broken inside a word: long client IDs and topics stay readable in
 * tables. The full value shows in a hint on hover and keyboard focus when it is cut (measured then, so
 * a cell costs no observer), and a copy button beside it (never inside a link) copies it.
 */
export function TruncatedText({ value, children, copyLabel, maxW = '20rem', block = false }: TruncatedTextProps) {
  const { t, i18n } = useLingui();
  const textRef = useRef<HTMLElement>(null);
  const wrapperRef = useRef<HTMLElement>(null);

  // The hint is bounded too: a very long value says how long it is and how to get it whole.
  const fullValue = () => {
    if (!isCut(textRef.current)) return null;
    if (value.length <= TOOLTIP_CHARS) return value;
    const length = formatNumber(value.length, i18n.locale);
    return `${boundText(value, TOOLTIP_CHARS)} ${t`(${length} characters: copy it to get it whole)`}`;
  };
  const text = { ref: textRef, truncate: true, minW: '0', display: 'block' } as const;
  return (
    <Hint content={fullValue} placement="top-start" maxW={HINT_WIDTH} openDelay={300} closeOnClick={false}>
      <chakra.span ref={wrapperRef} as={block ? 'div' : 'span'} display={block ? 'flex' : 'inline-flex'} alignItems="center" gap="1" maxW={maxW} minW="0" verticalAlign="middle">
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
            // The outcome shows whether or not the value is cut.
            if (wrapperRef.current) flashHint(wrapperRef.current, kind === 'copied' ? t`Copied` : t`Could not copy`, { placement: 'top-start', maxW: HINT_WIDTH }, COPY_FEEDBACK_MS);
          }}
        />
      </chakra.span>
    </Hint>
  );
}
