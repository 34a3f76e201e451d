import { Heading } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  /** The step shown: each change moves the focus to this heading. */
  step: string | number;
  /** Takes the focus when first drawn too: the heading of a step the user has just opened. */
  focusOnMount?: boolean;
  /** h3 for a choice inside a step that has its own heading. */
  as?: 'h2' | 'h3';
}

/**
 * A wizard step's name. When the step changes, the focus goes to it, so the next field is one Tab away
 * and a screen reader says which step this is (the focus would stay on the old step's button otherwise,
 * dozens of Tab presses from the new fields).
 */
export function StepHeading({ children, step, focusOnMount = false, as = 'h2' }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | number | undefined>(focusOnMount ? undefined : step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus({ preventScroll: false });
  }, [step]);
  return (
    <Heading ref={ref} as={as} size={as === 'h2' ? 'md' : 'sm'} tabIndex={-1}>
      {children}
    </Heading>
  );
}
