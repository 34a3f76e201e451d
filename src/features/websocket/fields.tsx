/**
 * The small form controls the WebSocket tool's forms are built from: a label, the control, and the
 * field's problem right under it as the user types.
 */
import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserProperty } from './connection-config';

interface BaseProps {
  label: string;
  error?: MessageDescriptor;
  helper?: ReactNode;
  required?: boolean;
}

export function TextField({
  label,
  error,
  helper,
  required,
  value,
  onChange,
  type = 'text',
  autoComplete,
  multiline,
  rows = 5,
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea size="sm" fontFamily="mono" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} spellCheck={false} />
      ) : (
        <Input size="sm" type={type} value={value} autoComplete={autoComplete ?? 'off'} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error ? i18n._(error) : null}</Field.ErrorText>
    </Field.Root>
  );
}

/** Numbers are typed as text so nothing typed is lost; validation says what is wrong with it. */
export function NumberField(props: BaseProps & { value: string; onChange: (value: string) => void }) {
  return <TextField {...props} />;
}


export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} alignSelf="end" minH="8">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export const QOS_OPTIONS: [0 | 1 | 2, string][] = [
  [0, '0'],
  [1, '1'],
  [2, '2'],
];

/** A collapsed group of optional settings; native details/summary gives keyboard and screen-reader support. */
export function MoreSettings({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="2">
      <Box as="summary" cursor="pointer" fontWeight="medium" fontSize="sm">
        {title}
      </Box>
      <Box pt="3">{children}</Box>
    </Box>
  );
}

/** MQTT 5 user properties: key/value pairs, a key may repeat. */
export function UserPropertiesField({
  value,
  onChange,
  errors,
  idPrefix,
}: {
  value: UserProperty[];
  onChange: (value: UserProperty[]) => void;
  errors: Partial<Record<string, MessageDescriptor>>;
  idPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const set = (index: number, change: Partial<UserProperty>) => onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <Stack gap="2" gridColumn="1 / -1">
      <Text fontSize="sm" fontWeight="medium">
        <Trans>User properties</Trans>
      </Text>
      {value.map((p, index) => {
        const error = errors[`${idPrefix}.${index}.key`];
        const position = index + 1;
        return (
          <HStack key={index} align="flex-start" gap="2">
            <Field.Root invalid={!!error}>
              <Input size="sm" aria-label={t`Key ${position}`} value={p.key} onChange={(e) => set(index, { key: e.target.value })} />
              <Field.ErrorText>{error ? i18n._(error) : null}</Field.ErrorText>
            </Field.Root>
            <Input size="sm" aria-label={t`Value ${position}`} value={p.value} onChange={(e) => set(index, { value: e.target.value })} />
            <IconButton size="sm" variant="ghost" aria-label={t`Remove user property ${position}`} onClick={() => onChange(value.filter((_, i) => i !== index))}>
              <Trash2 />
            </IconButton>
          </HStack>
        );
      })}
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => onChange([...value, { key: '', value: '' }])}>
        <Plus />
        <Trans>Add user property</Trans>
      </Button>
    </Stack>
  );
}
