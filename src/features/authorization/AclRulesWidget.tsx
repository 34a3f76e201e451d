import { List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useDeferredValue, useMemo } from 'react';
import { lazyCodeEditor } from '../../components/code/LazyCodeEditor';
import { FieldShell } from '../../forms/widgets/FieldShell';
import { useLabelColumn } from '../../forms/templates/field-layout';
import { checkAcl, lineOf } from './acl/acl-check';

const AclEditor = lazyCodeEditor<undefined>(() => import('./acl/acl-extensions').then((m) => m.aclExtensions));

/**
 * The ACL file's rules as the broker keeps them (Erlang terms, each ended by a dot) in the code
 * editor, with the problems the broker would refuse listed by line below it.
 */
export function AclRulesWidget({ id, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, rawErrors }: WidgetProps) {
  const { i18n, t } = useLingui();
  const drawn = useLabelColumn();
  const text = typeof value === 'string' ? value : '';
  const checked = useDeferredValue(text);
  const problems = useMemo(() => checkAcl(checked), [checked]);
  const problemsId = `${id}__acl-problems`;
  const describedBy = [ariaDescribedByIds(id), problems.length ? problemsId : ''].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0 || problems.length > 0}>
      <AclEditor
        value={text}
        onChange={(next) => onChange(next === '' ? undefined : next)}
        onBlur={() => onBlur(id, value)}
        labelledBy={drawn?.labelId}
        label={drawn ? undefined : label}
        describedBy={describedBy}
        invalid={(rawErrors?.length ?? 0) > 0 || problems.length > 0}
        required={required}
        readOnly={disabled || readonly}
        minLines={12}
      />
      {problems.length ? (
        <List.Root id={problemsId} aria-label={t`Problems in the rules`} fontSize="sm" color="fg.error" mt="1" ps="4">
          {problems.slice(0, 5).map((p) => (
            <List.Item key={p.from}>
              <Text as="span" fontWeight="medium">{t`Line ${lineOf(checked, p.from)}`}</Text>: {i18n._(p.message)}
            </List.Item>
          ))}
          {problems.length > 5 ? <List.Item>{t`…and ${problems.length - 5} more`}</List.Item> : null}
        </List.Root>
      ) : null}
    </FieldShell>
  );
}
