import { Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toLocalInput, type Expiry } from './expiry';

const HOUR = 3_600_000;

/** From now: what a ban or a key is most often given. */
const EXPIRY_PRESETS = [
  { hours: 1, label: msg`In 1 hour` },
  { hours: 24, label: msg`In 1 day` },
  { hours: 24 * 7, label: msg`In 7 days` },
  { hours: 24 * 30, label: msg`In 30 days` },
  { hours: 24 * 90, label: msg`In 90 days` },
];

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
  const { t, i18n } = useLingui();
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
      <HStack gap="1" wrap="wrap" role="group" aria-label={t`Presets`}>
        {EXPIRY_PRESETS.map((preset) => (
          <Button
            key={preset.hours}
            size="xs"
            variant="outline"
            disabled={disabled || value.never}
            onClick={() => {
              onChange({ never: false, at: toLocalInput(new Date(Date.now() + preset.hours * HOUR)) });
              onBlur();
            }}
          >
            {i18n._(preset.label)}
          </Button>
        ))}
      </HStack>
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
