import { useLingui } from '@lingui/react/macro';
import Form from '@rjsf/chakra-ui';
import type { ErrorSchema, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, type ReactNode } from 'react';
import { errorTransformer } from './errors';
import { withSentinelFields } from './sentinel';
import { SentinelField } from './SentinelField';
import { DescriptionFieldTemplate, FieldErrorTemplate, FieldTemplate, HiddenField } from './templates';
import { validator } from './validator';
import { BaseInputTemplate } from './widgets/BaseInputTemplate';
import { ByteSizeWidget } from './widgets/ByteSizeWidget';
import { DurationWidget } from './widgets/DurationWidget';
import { SecretWidget } from './widgets/SecretWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { SwitchWidget } from './widgets/SwitchWidget';

/** Widgets by name: `format: emqx-duration|emqx-bytesize` picks its own; features add theirs through `widgets`. */
const BASE_WIDGETS: RegistryWidgetsType = {
  'emqx-duration': DurationWidget,
  'emqx-bytesize': ByteSizeWidget,
  CheckboxWidget: SwitchWidget,
  SelectWidget,
  // `format: password` (the broker's secrets) picks RJSF's PasswordWidget: ours keeps "******" unless replaced.
  PasswordWidget: SecretWidget,
};

const FIELDS = { Hidden: HiddenField, Sentinel: SentinelField };

const TEMPLATES = { BaseInputTemplate, FieldTemplate, FieldErrorTemplate, DescriptionFieldTemplate };

export interface SchemaFormProps<T> {
  /** The form element's id: a submit button elsewhere on the page names it with `form=`. */
  id: string;
  schema: RJSFSchema;
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
export function SchemaForm<T>({ id, schema, uiSchema, value, onChange, onSubmit, serverErrors, widgets, disabled, children }: SchemaFormProps<T>) {
  const { i18n } = useLingui();
  const transformErrors = useMemo(() => errorTransformer(schema, i18n), [schema, i18n]);
  const allWidgets = useMemo(() => ({ ...BASE_WIDGETS, ...widgets }), [widgets]);
  const fullUiSchema = useMemo(() => withSentinelFields(schema, uiSchema as UiSchema), [schema, uiSchema]);
  return (
    <Form
      id={id}
      schema={schema}
      uiSchema={fullUiSchema}
      formData={value}
      validator={validator}
      widgets={allWidgets}
      templates={TEMPLATES}
      fields={FIELDS}
      transformErrors={transformErrors}
      extraErrors={serverErrors}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={disabled}
      onChange={(e) => onChange(e.formData as T)}
      onSubmit={(e) => onSubmit(e.formData as T)}
    >
      {children ?? <></>}
    </Form>
  );
}
