import { Textarea } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from '../../forms/widgets/FieldShell';

/**
 * The ACL file's rules as the broker keeps them: Erlang terms, one rule a line, edited as plain
 * monospace text (no code editor is bundled).
 */
export function AclRulesWidget({ id, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, rawErrors }: WidgetProps) {
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0}>
      <Textarea
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        fontFamily="mono"
        fontSize="sm"
        rows={12}
        spellCheck={false}
        wrap="off"
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
