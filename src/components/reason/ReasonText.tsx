import { Box, Button, Text, type TextProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { explainReason, STATUS_FAMILIES, type ReasonContext } from './explain-reason';

interface ReasonTextProps {
  /** The broker's reason as it sent it (a probe's `message`, a `status_reason`, a node's `error`). */
  reason: string | undefined;
  context?: ReasonContext;
  /**
   * Where no control may sit (a tooltip): the broker's text shows under the sentence instead of
   * behind a "Details" toggle.
   */
  inline?: boolean;
  /** Tells apart the "Details" buttons of a list (a node's name), for screen readers. */
  subject?: string;
  fontSize?: TextProps['fontSize'];
  color?: TextProps['color'];
}

/** The broker's text, kept as it is: long Erlang terms wrap anywhere. */
function RawReason({ text, fontSize }: { text: string; fontSize: TextProps['fontSize'] }) {
  return (
    <Box as="pre" fontFamily="mono" fontSize={fontSize} whiteSpace="pre-wrap" overflowWrap="anywhere" bg="bg.muted" color="fg" borderRadius="l2" px="2" py="1" mt="1" mb="0" mx="0">
      {text}
    </Box>
  );
}

/**
 * A reason in plain words, with the broker's own text under "Details" (for the log, a search or
 * support). A reason the console does not know is shown as the broker wrote it.
 */
export function ReasonText({ reason, context, inline, subject, fontSize = 'sm', color }: ReasonTextProps) {
  const { i18n } = useLingui();
  const raw = reason?.trim();
  if (!raw) return null;
  const explained = explainReason(raw, context);
  if (!explained)
    return (
      <Text fontSize={fontSize} color={color} overflowWrap="anywhere">
        {raw}
      </Text>
    );
  const sentence = <Text fontSize={fontSize} color={color}>{i18n._(explained.sentence)}</Text>;
  // A bare status word adds nothing to the sentence that explains it.
  if (STATUS_FAMILIES.has(explained.family)) return sentence;
  if (inline)
    return (
      <Box>
        {sentence}
        <RawReason text={raw} fontSize="xs" />
      </Box>
    );
  return <ReasonDetails sentence={sentence} raw={raw} subject={subject} />;
}

/** The sentence, and the broker's text behind a "Details" button (a plain toggle: a list may hold many). */
function ReasonDetails({ sentence, raw, subject }: { sentence: ReactNode; raw: string; subject?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      {sentence}
      <Button variant="plain" size="xs" px="0" h="auto" minH="0" py="0.5" color="fg.muted" _hover={{ color: 'fg' }} fontWeight="normal" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Box as="span" display="inline-flex" transition="transform 0.2s" transform={open ? 'rotate(90deg)' : undefined}>
          <ChevronRight aria-hidden />
        </Box>
        <Trans>Details</Trans>
        {subject ? (
          <>
            {' '}
            <Box as="span" srOnly>
              {subject}
            </Box>
          </>
        ) : null}
      </Button>
      <Box id={id} hidden={!open}>
        <RawReason text={raw} fontSize="xs" />
      </Box>
    </Box>
  );
}
