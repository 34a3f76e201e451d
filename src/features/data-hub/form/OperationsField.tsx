import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { OperationDraft } from './hub-draft';
import { ExpressionField } from './ExpressionField';

interface OperationsFieldProps {
  operations: OperationDraft[];
  onChange: (operations: OperationDraft[]) => void;
  errorOf: (key: string) => string | undefined;
}

/** A transformation's operations, applied in order: each sets a key of the message to an expression's value. */
export function OperationsField({ operations, onChange, errorOf }: OperationsFieldProps) {
  const set = (index: number, op: OperationDraft) => onChange(operations.map((o, i) => (i === index ? op : o)));
  const move = (from: number, to: number) => {
    const next = [...operations];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <Stack gap="3">
      {operations.map((op, index) => (
        <OperationRow
          key={index}
          index={index}
          count={operations.length}
          op={op}
          onChange={(o) => set(index, o)}
          onRemove={() => onChange(operations.filter((_, i) => i !== index))}
          onMove={(to) => move(index, to)}
          errorOf={errorOf}
        />
      ))}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => onChange([...operations, { key: '', value: '' }])}>
          <Plus />
          <Trans>Add operation</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

interface OperationRowProps {
  index: number;
  count: number;
  op: OperationDraft;
  onChange: (op: OperationDraft) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  errorOf: (key: string) => string | undefined;
}

function OperationRow({ index, count, op, onChange, onRemove, onMove, errorOf }: OperationRowProps) {
  const { t } = useLingui();
  const ids = { key: useId(), value: useId(), keyError: useId(), valueError: useId() };
  const n = index + 1;
  const keyError = errorOf(`operations.${index}.key`);
  const valueError = errorOf(`operations.${index}.value`);
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="l2" p="3" aria-label={t`Operation ${n}`}>
      <HStack align="start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1 1 12rem" minW="0">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={ids.key}>
              <Trans>Key {n}</Trans>
            </label>
          </Text>
          <Input
            id={ids.key}
            size="sm"
            fontFamily="mono"
            placeholder="payload.x, topic, user_property.k"
            value={op.key}
            aria-invalid={keyError ? true : undefined}
            aria-describedby={keyError ? ids.keyError : undefined}
            onChange={(e) => onChange({ ...op, key: e.target.value })}
          />
          {keyError ? (
            <Text id={ids.keyError} color="fg.error" fontSize="sm">
              {keyError}
            </Text>
          ) : null}
        </Stack>
        <Text pt="7" aria-hidden>
          ←
        </Text>
        <Stack gap="1" flex="2 1 18rem" minW="0">
          <Text id={ids.value} fontSize="sm" fontWeight="medium">
            <Trans>Expression {n}</Trans>
          </Text>
          <ExpressionField labelledBy={ids.value} describedBy={valueError ? ids.valueError : undefined} invalid={!!valueError} value={op.value} onChange={(value) => onChange({ ...op, value })} placeholder="concat([topic, '/', payload.id])" />
          {valueError ? (
            <Text id={ids.valueError} color="fg.error" fontSize="sm">
              {valueError}
            </Text>
          ) : null}
        </Stack>
        <HStack pt="6" gap="0">
          <IconButton size="xs" variant="ghost" aria-label={t`Move operation ${n} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUp />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={t`Move operation ${n} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <ArrowDown />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Remove operation ${n}`} onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}
