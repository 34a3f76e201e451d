import { Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { toLocalInput, type Expiry } from './expiry';

interface ExpiryFieldProps {
  /** The date input's label: "Until", "Expires at". */
  label: string;
  value: Expiry;
  onChange: (value: Expiry) => void;
  onBlur: () => void;
  /** Shown under the input once it was touched or a save was tried. */
  error?: string;
  disabled?: boolean;
}

/** A date and time in the user's zone, or "never expire": the end of a ban or of an API key. */
export function ExpiryField({ label, value, onChange, onBlur, error, disabled }: ExpiryFieldProps) {
  return (
    <Stack gap="2">
      <Field.Root invalid={!!error && !value.never} required={!value.never} disabled={disabled || value.never}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          size="sm"
          type="datetime-local"
          // The picker greys out the past; typing a past time still gets the message below.
          min={toLocalInput(new Date())}
          value={value.never ? '' : value.at}
          onChange={(e) => onChange({ ...value, at: e.target.value })}
          onBlur={onBlur}
        />
        <Field.ErrorText>{value.never ? null : error}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root size="sm" checked={value.never} disabled={disabled} onCheckedChange={(e) => onChange({ ...value, never: e.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Never expire</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
