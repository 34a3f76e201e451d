import { Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One step of the wizard: a legend and a choice among a few options, by mouse or arrow keys. */
export function ChoiceStep({ legend, value, options, onChange }: { legend: ReactNode; value: string | undefined; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <RadioGroup.Root value={value ?? null} onValueChange={(e) => e.value && onChange(e.value)}>
        <Stack gap="3" mt="2">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
