import { cloneElement, useEffect, useRef, type DOMAttributes, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { focusShowsHint } from './input-modality';
import { hideHint, showHint, type HintContent, type HintPlacement } from './hint-store';

interface HintProps {
  /** What the hint says; a function is asked when it would open, and null keeps it closed. */
  content: HintContent;
  placement?: HintPlacement;
  /** Widest the bubble grows, for hints of several lines; the theme's tooltip width by default. */
  maxW?: string;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  openDelay?: number;
  /** Whether a click on the control closes it (true: the click answers what the hint said). */
  closeOnClick?: boolean;
  /** The control: it must take focus (a link, a button, or an element with tabIndex) and pass on pointer and focus handlers. */
  children: ReactElement<DOMAttributes<HTMLElement>>;
}

/**
 * A tooltip: the control shows `content` on hover and on keyboard focus, in the one hint bubble the
 * app draws (HintHost), named by the control's aria-describedby while open, closed by Escape,
 * scrolling or leaving. Cheap enough for every cell of a table: no state per control, only its
 * handlers and a cleanup when it unmounts.
 */
export function Hint({ content, placement = 'top', maxW, openDelay = 200, closeOnClick = true, children }: HintProps) {
  const look = { placement, maxW };
  const anchor = useRef<HTMLElement | null>(null);
  // A control that goes away (a row replaced by the next poll) takes its hint with it.
  useEffect(() => () => void (anchor.current && hideHint(anchor.current)), []);
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      anchor.current = event.currentTarget;
      showHint(event.currentTarget, content, look, openDelay);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hideHint(event.currentTarget);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (!focusShowsHint()) return;
      anchor.current = event.currentTarget;
      showHint(event.currentTarget, content, look, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      // Focus moving inside the control (from a link to its copy button) keeps the hint.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      hideHint(event.currentTarget);
    },
    ...(closeOnClick
      ? {
          onClick: (event: MouseEvent<HTMLElement>) => {
            own.onClick?.(event);
            hideHint(event.currentTarget);
          },
        }
      : {}),
  });
}
