import { Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/SelectField';
import type { SqlSections } from '../sql/sections';

interface FormModeFieldsProps {
  sections: SqlSections;
  onChange: (sections: SqlSections) => void;
  readOnly?: boolean;
}

type TextSection = 'select' | 'foreach' | 'do' | 'incase' | 'where';

/** The statement's sections as fields; the keyword is each field's name, as in the text. */
export function FormModeFields({ sections, onChange, readOnly }: FormModeFieldsProps) {
  const { t } = useLingui();
  const area = (key: TextSection, keyword: string, help: ReactNode, rows = 3) => (
    <Field.Root key={key}>
      <Field.Label fontFamily="mono">{keyword}</Field.Label>
      <Textarea size="sm" fontFamily="mono" rows={rows} readOnly={readOnly} value={sections[key]} onChange={(e) => onChange({ ...sections, [key]: e.target.value })} />
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
  return (
    <Stack gap="4">
      <SelectField<SqlSections['kind']>
        label={t`Statement`}
        value={sections.kind}
        options={[
          ['select', 'SELECT'],
          ['foreach', 'FOREACH'],
        ]}
        onChange={(kind) => onChange({ ...sections, kind })}
      />
      {sections.kind === 'select' ? (
        area('select', 'SELECT', t`The fields of the output, separated by commas: payload.temp as temp, clientid`, 4)
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {area('foreach', 'FOREACH', t`The array to run over, with a name for its element: payload.sensors as s`)}
          {area('do', 'DO', t`The fields of each element's output (empty: the element itself)`)}
          {area('incase', 'INCASE', t`The condition an element must meet (empty: every element)`)}
        </SimpleGrid>
      )}
      <Field.Root>
        <Field.Label fontFamily="mono">FROM</Field.Label>
        <Textarea
          size="sm"
          fontFamily="mono"
          rows={2}
          readOnly={readOnly}
          value={sections.from.join('\n')}
          onChange={(e) => onChange({ ...sections, from: e.target.value.split('\n') })}
        />
        <Field.HelperText>{t`Topics, $events/… or $bridges/… sources, one per line, without quotes`}</Field.HelperText>
      </Field.Root>
      {area('where', 'WHERE', t`The condition a message must meet (empty: every message)`)}
    </Stack>
  );
}
