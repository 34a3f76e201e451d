import { Box } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { splitMatches } from './log-buffer';

/** One line each, never wrapped: fixed heights let the view draw only the lines in sight. */
const LINE_HEIGHT = 20;
const VIEW_HEIGHT = 480;
const OVERSCAN = 10;

interface LogViewerProps {
  label: string;
  lines: readonly string[];
  /** Which of `lines` to show (all, or those matching the search). */
  shown: readonly number[];
  /** Marked in every line shown. */
  highlight: string;
  /** Keep the newest line in view as lines arrive, unless the reader has scrolled up. */
  autoScroll: boolean;
  /** What the view shows with no line. */
  empty: string;
}

const VIEW_CSS = {
  '& li': { position: 'absolute', left: 0, minWidth: '100%', height: `${LINE_HEIGHT}px`, lineHeight: `${LINE_HEIGHT}px`, whiteSpace: 'pre', paddingInline: '3' },
  '& mark': { bg: 'yellow.subtle', color: 'fg', borderRadius: 'xs' },
} as const;

/**
 * A trace's log in a monospace, scrolling box: plain text, and however many lines it holds, only
 * the ones in view (and a few around) exist in the page.
 */
export function LogViewer({ label, lines, shown, highlight, autoScroll, empty }: LogViewerProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  /** The reader is at the bottom: new lines keep the view there. */
  const pinned = useRef(true);
  const count = shown.length;

  useLayoutEffect(() => {
    const el = box.current;
    if (el && autoScroll && pinned.current) el.scrollTop = el.scrollHeight;
  }, [count, autoScroll]);

  // Turning auto-scroll back on goes to the newest line.
  useEffect(() => {
    if (autoScroll) pinned.current = true;
  }, [autoScroll]);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    setScrollTop(el.scrollTop);
    pinned.current = el.scrollTop + el.clientHeight >= el.scrollHeight - LINE_HEIGHT;
  }

  const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + VIEW_HEIGHT) / LINE_HEIGHT) + OVERSCAN);
  const rows: number[] = [];
  for (let i = first; i < last; i++) rows.push(i);

  return (
    <Box
      ref={box}
      role="region"
      aria-label={label}
      tabIndex={0}
      height={`${VIEW_HEIGHT}px`}
      overflow="auto"
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      fontFamily="mono"
      fontSize="xs"
      onScroll={onScroll}
      _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}
      css={VIEW_CSS}
    >
      {count === 0 ? (
        <Box p="3" color="fg.muted" fontFamily="body" fontSize="sm">
          {empty}
        </Box>
      ) : (
        <Box as="ul" listStyleType="none" position="relative" height={`${count * LINE_HEIGHT}px`} m="0" p="0">
          {rows.map((row) => {
            const index = shown[row]!;
            return (
              <li key={index} style={{ top: row * LINE_HEIGHT }}>
                {splitMatches(lines[index] ?? '', highlight).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
