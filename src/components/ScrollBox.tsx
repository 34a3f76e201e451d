import { Box, type BoxProps } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';

interface ScrollBoxProps extends Omit<BoxProps, 'ref'> {
  /** The region's name, said when it takes the focus. */
  label: string;
  /** The scrolling element, for whoever needs it (a virtualizer). */
  onElement?: (element: HTMLDivElement | null) => void;
}

/**
 * A box that scrolls sideways what is wider than the window (a table), so the page never does. When
 * its content is cut it becomes a named region in the Tab order, so the keyboard can scroll it;
 * otherwise it is no stop at all.
 */
export function ScrollBox({ label, onElement, children, ...props }: ScrollBoxProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [cut, setCut] = useState(false);

  useEffect(() => {
    if (!element) return;
    // Measured only when the observer reports, which it does once the box is first laid out: reading the sizes
    // while React commits would force a layout of the whole page on every screen with a table.
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);

  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      onElement?.(node);
    },
    [onElement],
  );
  return (
    <Box
      ref={ref}
      overflowX="auto"
      // The containing block of what is positioned inside (a visually hidden label): otherwise it
      // escapes this box and widens the page.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      {...(cut ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}
      {...props}
    >
      {children}
    </Box>
  );
}
