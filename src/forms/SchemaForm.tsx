import { useLingui } from '@lingui/react/macro';
import Form from '@rjsf/chakra-ui';
import type { CustomValidator, ErrorSchema, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, type ReactNode } from 'react';
import { withAutoFields } from './auto-ui';
import { errorTransformer } from './errors';
import { useLocalizedSchema } from './localized-schema';
import { MapField } from './MapField';
import { SentinelField } from './SentinelField';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, MultiSchemaFieldTemplate } from './templates/ArrayTemplates';
import { DescriptionFieldTemplate, FieldErrorTemplate, FieldTemplate, HiddenField } from './templates/FieldTemplates';
import { ITEM_BUTTONS } from './templates/ItemButtons';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { tlsMissingCertOrKey } from './tls';
import { rjsfTranslator } from './translate-string';
import { validator } from './validator';
import { BaseInputTemplate } from './widgets/BaseInputTemplate';
import { ByteSizeWidget } from './widgets/ByteSizeWidget';
import { DurationWidget } from './widgets/DurationWidget';
import { PemWidget } from './widgets/PemWidget';
import { PercentWidget } from './widgets/PercentWidget';
import { SecretWidget } from './widgets/SecretWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { PlaceholderTemplateWidget } from './widgets/PlaceholderTemplateWidget';
import { useWriteAccess } from '../api/write-access';

/** Widgets by name: `format: emqx-duration|emqx-bytesize|emqx-percent` picks its own; features add theirs through `widgets`. */
const BASE_WIDGETS: RegistryWidgetsType = {
  'emqx-duration': DurationWidget,
  'emqx-bytesize': ByteSizeWidget,
  'emqx-percent': PercentWidget,
  Pem: PemWidget,
  // A template the broker fills in per client, with an "Insert placeholder" menu (`options.placeholders`).
  PlaceholderTemplate: PlaceholderTemplateWidget,
  CheckboxWidget: SwitchWidget,
  SelectWidget,
  // `format: password` (the broker's secrets) picks RJSF's PasswordWidget: ours keeps "******" unless replaced.
  PasswordWidget: SecretWidget,
};

const ignoreRefusedSubmit = () => undefined;

const FIELDS = { Hidden: HiddenField, Sentinel: SentinelField, Map: MapField };

const TEMPLATES = { BaseInputTemplate, FieldTemplate, FieldErrorTemplate, DescriptionFieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, MultiSchemaFieldTemplate, ButtonTemplates: ITEM_BUTTONS };

export interface SchemaFormProps<T> {
  /** The form element's id: a submit button elsewhere on the page names it with `form=`. */
  id: string;
  /** Labels and help come from the label catalog and the schema's help in the user's language. */
  schema: RJSFSchema;
  /** The name of the object the schema describes (`retainer`), for the catalog's labels by path. */
  labelRoot?: string;
  uiSchema?: UiSchema<T>;
  value: T;
  onChange: (value: T) => void;
  onSubmit: (value: T) => void;
  /** Errors the broker reported, placed on the fields it named. */
  serverErrors?: ErrorSchema<T>;
  widgets?: RegistryWidgetsType;
  disabled?: boolean;
  /** Replaces RJSF's submit button (the screen draws its own actions). */
  children?: ReactNode;
}

/**
 * The one schema-driven form: Chakra widgets, live validation in the user's language, focus on
 * the first error, no browser validation popups (they would hide ours).
 */
export function SchemaForm<T>({ id, schema: source, labelRoot, uiSchema, value, onChange, onSubmit, serverErrors, widgets, disabled, children }: SchemaFormProps<T>) {
  const { i18n, t } = useLingui();
  const schema = useLocalizedSchema(source, labelRoot);
  // Every schema form edits the broker's settings: a role that can only view sees them read-only.
  const access = useWriteAccess();
  const transformErrors = useMemo(() => errorTransformer(schema, i18n), [schema, i18n]);
  // The i18n object stays the same across a language switch: its locale is what changes.
  const locale = i18n.locale;
  const translateString = useMemo(() => rjsfTranslator(i18n, locale), [i18n, locale]);
  const allWidgets = useMemo(() => ({ ...BASE_WIDGETS, ...widgets }), [widgets]);
  const fullUiSchema = useMemo(() => withAutoFields(schema, uiSchema as UiSchema), [schema, uiSchema]);
  const customValidate = useMemo<CustomValidator<T>>(
    () => (data, errors, ui) => {
      for (const path of tlsMissingCertOrKey(ui as UiSchema, data)) {
        let node: unknown = errors;
        for (const key of path) node = (node as Record<string, unknown>)?.[key];
        const at = node as { certfile?: { addError(m: string): void } } | undefined;
        at?.certfile?.addError(t`Missing Cert or Key content...`);
      }
      return errors;
    },
    [t],
  );
  return (
    <Form
      id={id}
      // Field ids start with the form's: two forms on one page (a dialog over a screen) never share one.
      idPrefix={id}
      schema={schema}
      uiSchema={fullUiSchema}
      formData={value}
      validator={validator}
      widgets={allWidgets}
      templates={TEMPLATES}
      fields={FIELDS}
      translateString={translateString}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={serverErrors}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={disabled || !access.allowed}
      onChange={(e) => onChange(e.formData as T)}
      onSubmit={(e) => onSubmit(e.formData as T)}
      // A submit the form refuses is answered on the fields (marked, the first focused); without a
      // handler RJSF would also log the errors to the console.
      onError={ignoreRefusedSubmit}
    >
      {children ?? <></>}
    </Form>
  );
}
