import { Field, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo } from 'react';
import { lazyCodeEditor } from '../../../components/code/LazyCodeEditor';
import { problemMessage } from '../model/problem-messages';
import { problemLine, type SchemaType } from '../model/source-problem';
import { sourceProblems } from '../schema-form';
import type { SchemaEditorOptions } from './schema-extensions';

/** The shared editor with the schema languages, fetched with the first schema screen. */
const SourceEditor = lazyCodeEditor<SchemaEditorOptions>(() => import('./schema-extensions').then((m) => m.schemaExtensions));

/** Problems listed under the editor; the editor marks every one. */
const LISTED = 5;

interface SchemaSourceFieldProps {
  type: SchemaType;
  value: string;
  onChange: (source: string) => void;
  /** Why the field as a whole is refused (empty), once the user tried to save. */
  error?: string;
  readOnly?: boolean;
}

/**
 * The schema's source in the code editor, highlighted for its type, with its syntax problems marked
 * in place and listed by line under it as the user types.
 */
export function SchemaSourceField({ type, value, onChange, error, readOnly }: SchemaSourceFieldProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const problemsId = useId();
  const errorId = useId();
  const checked = useDeferredValue(value);
  const problems = useMemo(() => sourceProblems({ type, source: checked }), [type, checked]);
  const options = useMemo<SchemaEditorOptions>(() => ({ type }), [type]);
  const invalid = problems.length > 0 || !!error;
  const describedBy = [problems.length ? problemsId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root required invalid={invalid} ids={{ label: labelId }}>
      <Field.Label>
        {t`Schema source`}
        <Field.RequiredIndicator />
      </Field.Label>
      <SourceEditor value={value} onChange={onChange} options={options} labelledBy={labelId} describedBy={describedBy} invalid={invalid} required readOnly={readOnly} minLines={14} maxLines={32} />
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
      {problems.length ? (
        <List.Root id={problemsId} aria-label={t`Problems in the source`} fontSize="sm" color="fg.error" ps="4">
          {problems.slice(0, LISTED).map((p) => (
            <List.Item key={`${p.from}:${p.code}`}>
              <Text as="span" fontWeight="medium">{t`Line ${problemLine(checked, p)}`}</Text>: {i18n._(problemMessage(p))}
            </List.Item>
          ))}
          {problems.length > LISTED ? <List.Item>{t`…and ${problems.length - LISTED} more`}</List.Item> : null}
        </List.Root>
      ) : null}
    </Field.Root>
  );
}
