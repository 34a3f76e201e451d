import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { insertAt, PLACEHOLDERS } from './rule-draft';

interface TopicFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown once the field was typed in or a save was tried. */
  error?: string;
}

/** A rule's topic, with buttons that put `${username}` or `${clientid}` where the caret is. */
export function TopicField({ value, onChange, error }: TopicFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [username, clientid] = PLACEHOLDERS;

  function insert(placeholder: string) {
    const next = insertAt(value, placeholder, input.current?.selectionStart);
    onChange(next.text);
    // After React has written the new value: back to the input, the caret after what was put in.
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        <Trans>Topic</Trans>
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={input} size="sm" fontFamily="mono" autoComplete="off" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      <Field.HelperText>
        <Trans>
          {username} and {clientid} stand for the client&apos;s own username and client ID. Start with &quot;eq &quot; to match a topic with wildcards literally.
        </Trans>
      </Field.HelperText>
      <HStack gap="2">
        {PLACEHOLDERS.map((placeholder) => (
          <Button key={placeholder} size="xs" variant="outline" fontFamily="mono" aria-label={t`Insert ${placeholder} into the topic`} onClick={() => insert(placeholder)}>
            {placeholder}
          </Button>
        ))}
      </HStack>
    </Field.Root>
  );
}
