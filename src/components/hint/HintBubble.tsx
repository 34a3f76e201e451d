import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { placeHint } from './hint-place';
import { hideHint, type ShownHint } from './hint-store';

/** The bubble of the hint on screen (HintHost draws it), placed beside what it describes. */
export function HintBubble({ hint }: { hint: ShownHint }) {
  const id = useId();
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number }>();
  // Chakra's tooltip recipe, so the hint looks as the theme says a tooltip looks.
  const styles = useSlotRecipe({ key: 'tooltip' })({});

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const size = element.getBoundingClientRect();
    setPosition(placeHint(hint.anchor.getBoundingClientRect(), size, hint.placement, { width: window.innerWidth, height: window.innerHeight }));
  }, [hint]);

  useEffect(() => {
    const { anchor } = hint;
    const before = anchor.getAttribute('aria-describedby');
    anchor.setAttribute('aria-describedby', before ? `${before} ${id}` : id);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideHint(anchor);
    };
    // Drawn at a fixed place: once what it describes moves, it would point at the wrong thing.
    const onMove = () => hideHint(anchor);
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      if (before === null) anchor.removeAttribute('aria-describedby');
      else anchor.setAttribute('aria-describedby', before);
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [hint, id]);

  return (
    <chakra.div
      ref={bubble}
      id={id}
      role="tooltip"
      data-state="open"
      css={styles.content}
      position="fixed"
      pointerEvents="none"
      maxW={hint.maxW}
      overflowWrap="anywhere"
      style={position ? { top: Math.round(position.top), left: Math.round(position.left) } : { top: 0, left: 0, visibility: 'hidden' }}
    >
      {hint.content}
    </chakra.div>
  );
}
