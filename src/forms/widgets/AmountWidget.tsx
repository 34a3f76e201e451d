import { Group, Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { joinAmount, type Amount } from '../units';
import { FieldShell } from './FieldShell';

interface AmountWidgetProps<Unit extends string> {
  props: WidgetProps;
  units: readonly Unit[];
  parse: (value: string | undefined, fallback: Unit) => Amount<Unit> | undefined;
  fallbackUnit: Unit;
  unitLabel: (unit: Unit) => string;
}

/**
 * A number and a unit for a value the broker keeps as one string ("15s", "32MB"). What the user
 * types stays as typed; values one number and unit cannot show are edited as text.
 */
export function AmountWidget<Unit extends string>({ props, units, parse, fallbackUnit, unitLabel }: AmountWidgetProps<Unit>) {
  const { t } = useLingui();
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, rawErrors } = props;
  const parsed = parse(typeof value === 'string' ? value : undefined, fallbackUnit);
  // The unit survives an emptied number, so clearing "15s" and typing 20 gives "20s".
  const [unit, setUnit] = useState<Unit>(parsed?.unit ?? fallbackUnit);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const shell = { id, label, hideLabel, required, disabled: disabled || readonly, invalid };

  if (!parsed) {
    return (
      <FieldShell {...shell}>
        <Input id={id} value={String(value ?? '')} onChange={(e) => onChange(e.target.value || undefined)} onBlur={() => onBlur(id, value)} aria-describedby={ariaDescribedByIds(id)} />
      </FieldShell>
    );
  }
  const shownUnit = parsed.amount === '' ? unit : parsed.unit;
  return (
    <FieldShell {...shell}>
      <Group attached maxW="20rem">
        <Input
          id={id}
          flex="1"
          minW="6rem"
          inputMode="decimal"
          value={parsed.amount}
          onChange={(e) => onChange(joinAmount({ amount: e.target.value, unit: shownUnit }))}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
        <NativeSelect.Root width="auto" flexShrink={0} disabled={disabled || readonly}>
          <NativeSelect.Field
            aria-label={t`Unit of ${label}`}
            value={shownUnit}
            onChange={(e) => {
              const next = e.currentTarget.value as Unit;
              setUnit(next);
              if (parsed.amount !== '') onChange(joinAmount({ amount: parsed.amount, unit: next }));
            }}
          >
            {units.map((u) => (
              <option key={u} value={u}>
                {unitLabel(u)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Group>
    </FieldShell>
  );
}
