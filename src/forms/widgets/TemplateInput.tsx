import { Box, Button, HStack, IconButton, Input, Menu, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Braces } from 'lucide-react';
import { useRef } from 'react';
import { placeholderLabel } from '../../i18n/labels/placeholder-labels';
import { insertPlaceholder } from '../placeholders';

interface TemplateInputProps {
  id?: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** The placeholders the broker fills in here (`${username}`…); none: a plain input. */
  placeholders: readonly string[];
  /** A text area (SQL), else one line. */
  multiline?: boolean;
  /** Names the input where no label is tied to it (a map's value). */
  ariaLabel?: string;
  /** The field's name, for the menu's own name ("Insert placeholder into Query"). */
  fieldLabel: string;
  /** The menu as an icon beside the input (a map's row), else a small button under it. */
  compact?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  size?: 'sm' | 'md';
}

/**
 * A template the broker fills in per client (a SQL query, a Redis command, a URL, a value of an
 * HTTP body): its text, and an "Insert placeholder" menu that puts `${username}`… where the
 * cursor is (replacing a selection), then gives the input its focus back.
 */
export function TemplateInput({ id, value, onChange, onBlur, onFocus, placeholders, multiline, ariaLabel, fieldLabel, compact, disabled, invalid, describedBy, size }: TemplateInputProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  function insert(placeholder: string) {
    const element = input.current;
    const { text, selection } = insertPlaceholder(value, element?.selectionStart, element?.selectionEnd, placeholder);
    onChange(text);
    // After the menu has closed and given its trigger the focus back.
    setTimeout(() => {
      input.current?.focus();
      input.current?.setSelectionRange(...selection);
    }, 0);
  }

  const common = {
    ref: input,
    id,
    value,
    disabled,
    size,
    'aria-label': ariaLabel,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    spellCheck: false,
    onBlur,
    onFocus,
  } as const;
  const field = multiline ? (
    <Textarea {...common} onChange={(e) => onChange(e.target.value)} fontFamily="mono" fontSize="sm" rows={3} autoresize maxH="60" />
  ) : (
    <Input {...common} onChange={(e) => onChange(e.target.value)} />
  );
  if (!placeholders.length) return field;

  const menu = (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {compact ? (
          <IconButton size={size ?? 'sm'} variant="ghost" disabled={disabled} aria-label={t`Insert placeholder into ${fieldLabel}`} title={t`Insert placeholder`}>
            <Braces />
          </IconButton>
        ) : (
          <Button size="xs" variant="outline" disabled={disabled} aria-label={t`Insert placeholder into ${fieldLabel}`}>
            <Braces aria-hidden />
            <Trans>Insert placeholder</Trans>
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="72" overflowY="auto">
            {placeholders.map((placeholder) => (
              <Menu.Item key={placeholder} value={placeholder} onClick={() => insert(placeholder)}>
                <Stack gap="0">
                  <Text fontFamily="mono" fontSize="sm">
                    {placeholder}
                  </Text>
                  {placeholderLabel(i18n, placeholder) ? (
                    <Text fontSize="xs" color="fg.muted">
                      {placeholderLabel(i18n, placeholder)}
                    </Text>
                  ) : null}
                </Stack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
  if (compact) {
    return (
      <HStack gap="1" align="start" flex="1" w="full">
        <Box flex="1">{field}</Box>
        {menu}
      </HStack>
    );
  }
  // As wide as the field's column (the field's shell lines its children up at the start).
  return (
    <Stack gap="1" w="full">
      {field}
      <Box>{menu}</Box>
    </Stack>
  );
}
