import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { topicFilterError } from '../../domain/topic-filter';
import { FieldShell } from '../../forms/widgets/FieldShell';

/** The broker keeps `$LINK/cluster/…` for the links' own traffic and refuses it in `topics`. */
const RESERVED = '$LINK/cluster/';

/** Why `filter` cannot be one of a link's topics, or undefined. */
export function linkTopicError(filter: string) {
  if (filter.startsWith(RESERVED)) return msg`Topics under $LINK/cluster/ are reserved for cluster links`;
  return topicFilterError(filter);
}

/**
 * One topic filter of a link, checked as it is typed and told in MQTT's words (the schema's
 * pattern only knows "not valid"; the uiSchema hides that generic message for this widget).
 */
export function TopicFilterWidget({ id, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, placeholder }: WidgetProps) {
  const { i18n } = useLingui();
  const text = typeof value === 'string' ? value : '';
  const error = linkTopicError(text);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={error !== undefined}>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        readOnly={readonly}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onBlur(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
      {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
    </FieldShell>
  );
}
