import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';
import { announce } from './hint/announce';

/** How long the button shows the outcome of a copy. */
export const COPY_FEEDBACK_MS = 1500;

export type CopyOutcome = 'copied' | 'failed';

interface CopyButtonProps {
  value: string;
  /** The button's accessible name, saying what is copied: "Copy client ID". */
  label: string;
  /** Lets a parent show the outcome too (TruncatedText says it in its tooltip). */
  onCopied?: (outcome: CopyOutcome) => void;
}

/** A small icon button that copies a value; a check mark and a polite announcement (announce.ts) confirm it. */
export function CopyButton({ value, label, onCopied }: CopyButtonProps) {
  const { t } = useLingui();
  // The time of the copy restarts the feedback when the same outcome comes twice in a row.
  const [outcome, setOutcome] = useState<{ kind: CopyOutcome; at: number }>();

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(undefined), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy(button: HTMLElement) {
    const kind: CopyOutcome = (await copyText(value, button.parentElement ?? undefined)) ? 'copied' : 'failed';
    setOutcome({ kind, at: Date.now() });
    announce(kind === 'copied' ? t`Copied` : t`Could not copy`, COPY_FEEDBACK_MS);
    onCopied?.(kind);
  }

  return (
    <IconButton
      size="2xs"
      variant="ghost"
      flexShrink="0"
      aria-label={label}
      color={outcome?.kind === 'copied' ? 'fg.success' : 'fg.muted'}
      onClick={(event) => void copy(event.currentTarget)}
    >
      {outcome?.kind === 'copied' ? <Check /> : <Copy />}
    </IconButton>
  );
}
