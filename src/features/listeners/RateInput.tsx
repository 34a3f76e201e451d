import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, Ref } from 'react';

interface RateInputProps {
  /** The input's accessible name: the rate and its listener. */
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One rate edited in its table cell; empty means unlimited, and the placeholder says so. */
export function RateInput({ label, value, error, onChange, onKeyDown, inputRef }: RateInputProps) {
  const { t } = useLingui();
  return (
    <Field.Root invalid={error !== undefined} minW="36">
      <Field.Label srOnly>{label}</Field.Label>
      <Input ref={inputRef} size="sm" value={value} placeholder={t`Unlimited`} autoComplete="off" spellCheck={false} onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
