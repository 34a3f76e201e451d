import { Field, Stack } from '@chakra-ui/react';
import { CheckboxInput } from '../../components/CheckboxInput';

interface NodeChecklistProps {
  label: string;
  nodes: readonly string[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  help?: string;
  error?: string;
}

/** A group of node checkboxes, kept in the cluster's order whatever order they were ticked in. */
export function NodeChecklist({ label, nodes, checked, onChange, help, error }: NodeChecklistProps) {
  const toggle = (node: string, on: boolean) => onChange(nodes.filter((n) => (n === node ? on : checked.includes(n))));
  return (
    <Field.Root as="fieldset" invalid={!!error}>
      <Field.Label as="legend">{label}</Field.Label>
      <Stack gap="1" mt="1">
        {nodes.map((node) => (
          <CheckboxInput key={node} label={node} checked={checked.includes(node)} onChange={(on) => toggle(node, on)} />
        ))}
      </Stack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
