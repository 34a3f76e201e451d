import { Box, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { canExpand, getUiOptions, type ObjectFieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Search } from 'lucide-react';
import { useContext, useState, type ReactNode } from 'react';
import { isIdleDeprecated } from '../deprecated';
import { countFields, fieldMatches, FieldSearchContext, SEARCHABLE_FIELD_COUNT } from '../field-search';
import { TLS_MAIN_FIELDS } from '../tls';
import { itemTitle } from './field-layout';
import { FormSection } from './FormSection';

type Property = ObjectFieldTemplateProps['properties'][number];

/**
 * Objects of the schema: the root lists its fields (with a search box when there are many), nested
 * objects become collapsible sections, TLS blocks show their main fields and fold the rest.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, schema, uiSchema, formData, registry, onAddProperty, disabled, readonly } = props;
  const query = useContext(FieldSearchContext);
  const isVisible = (p: Property) => fieldMatches(p.name, schema.properties?.[p.name] as RJSFSchema | undefined, uiSchema?.[p.name] as UiSchema | undefined, query);
  const render = (list: Property[]) =>
    list.map((p) =>
      p.hidden ? (
        p.content
      ) : (
        <Box key={p.name} display={isVisible(p) ? undefined : 'none'}>
          {p.content}
        </Box>
      ),
    );
  const { AddButton } = registry.templates.ButtonTemplates;
  const add = canExpand(schema, uiSchema, formData) ? (
    <AddButton id={`${fieldPathId.$id}__add`} onClick={onAddProperty} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
  ) : null;
  const options = getUiOptions(uiSchema);
  const searching = query.trim() !== '';
  const body = options.tls ? <TlsLayout props={props} render={render} /> : <EssentialsFirst props={props} render={render} essentials={options.essentials as string[] | undefined} searching={searching} />;

  if (fieldPathId.path.length === 0)
    return (
      <RootLayout schema={schema}>
        {body}
        {add}
      </RootLayout>
    );
  // Drawn inside a section of its own already (an entry of a map).
  if (getUiOptions(uiSchema).flat)
    return (
      <>
        {body}
        {add}
      </>
    );
  const title = itemTitle(options.title ?? props.title, fieldPathId.path);
  return (
    <FormSection title={title} description={props.description} forceOpen={searching || hasErrors(props.errorSchema)}>
      {body}
      {add}
    </FormSection>
  );
}

function RootLayout({ schema, children }: { schema: RJSFSchema; children: ReactNode }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  if (countFields(schema) < SEARCHABLE_FIELD_COUNT) return <Stack gap="0">{children}</Stack>;
  return (
    <FieldSearchContext.Provider value={query}>
      <InputGroup startElement={<Search aria-hidden size="16" />} mb="4" maxW="md">
        <Input
          type="search"
          aria-label={t`Find a setting`}
          placeholder={t`Find a setting by name or description`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // Enter in a search box must not submit the settings.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      </InputGroup>
      {query.trim() && !fieldMatches('', schema, undefined, query) ? (
        <Text color="fg.muted" mb="4" role="status">
          <Trans>No setting matches “{query}”.</Trans>
        </Text>
      ) : null}
      <Stack gap="0">{children}</Stack>
    </FieldSearchContext.Provider>
  );
}

/** Whether an error schema holds an error anywhere: a closed section must open to show it. */
function hasErrors(errorSchema: unknown): boolean {
  if (!errorSchema || typeof errorSchema !== 'object') return false;
  return Object.entries(errorSchema).some(([key, value]) => (key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value)));
}

/**
 * The fields a feature names as essential (`'ui:options': { essentials: [...] }`) first, the rest
 * folded under "Advanced settings", which opens by itself for a search or an error inside it.
 */
function EssentialsFirst({ props, render, essentials, searching }: { props: ObjectFieldTemplateProps; render: (list: Property[]) => ReactNode; essentials?: string[]; searching: boolean }) {
  if (!essentials) return render(props.properties);
  const main = props.properties.filter((p) => essentials.includes(p.name));
  const rest = props.properties.filter((p) => !essentials.includes(p.name));
  const restErrors = rest.some((p) => hasErrors((props.errorSchema as Record<string, unknown> | undefined)?.[p.name]));
  const values = props.formData as Record<string, unknown> | undefined;
  const shown = (p: Property) => !p.hidden && !isIdleDeprecated(props.schema.properties?.[p.name], values?.[p.name]);
  return (
    <>
      {render(main)}
      {rest.some(shown) ? (
        <Box mt="4">
          <FormSection title={<Trans>Advanced settings</Trans>} defaultOpen={false} forceOpen={searching || restErrors}>
            {render(rest)}
          </FormSection>
        </Box>
      ) : (
        render(rest)
      )}
    </>
  );
}

/** TLS: switch, verification, SNI and the PEM contents first; when TLS is off, only the switch. */
function TlsLayout({ props, render }: { props: ObjectFieldTemplateProps; render: (list: Property[]) => ReactNode }) {
  const query = useContext(FieldSearchContext);
  const isMain = (p: Property) => (TLS_MAIN_FIELDS as readonly string[]).includes(p.name);
  const main = TLS_MAIN_FIELDS.flatMap((name) => props.properties.filter((p) => p.name === name));
  const rest = props.properties.filter((p) => !isMain(p));
  const off = (props.formData as { enable?: unknown } | undefined)?.enable === false;
  if (off) {
    return (
      <>
        {render(main.filter((p) => p.name === 'enable'))}
        {/* Kept mounted so turning TLS back on restores what was there. */}
        <Box display="none">{render([...main.filter((p) => p.name !== 'enable'), ...rest])}</Box>
      </>
    );
  }
  return (
    <>
      {render(main)}
      {rest.length ? (
        <FormSection title={<Trans>Advanced TLS settings</Trans>} defaultOpen={false} forceOpen={query.trim() !== ''}>
          {render(rest)}
        </FormSection>
      ) : null}
    </>
  );
}
