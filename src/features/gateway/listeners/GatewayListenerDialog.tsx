import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { changedFields } from '../../../forms/diff';
import { validator } from '../../../forms/validator';
import { valueLabel } from '../../../i18n/labels/labels';
import { ListenerDialogFrame } from '../../listeners/ListenerDialogFrame';
import { listenerBody, type Config } from '../model/body';
import { GATEWAY_TRANSPORTS, gatewayListenerId, suggestedGatewayBind, type GatewayListenerType, type GatewayName } from '../model/gateways';
import { gatewayListenerSchema, useGatewayListenerUiSchema } from '../model/schemas';

export const GATEWAY_LISTENER_FORM_ID = 'gateway-listener-form';

interface GatewayListenerDialogProps {
  gateway: GatewayName;
  /** The listener being edited; absent when adding one. */
  editing?: Config;
  /** The gateway's other listeners: their names and ports are taken. */
  others: readonly Config[];
  /** Updating a listener the broker runs restarts it: ask first (not for one only drafted in the create flow). */
  confirmUpdate?: boolean;
  save: (value: Config) => Promise<unknown>;
  onSaved: (value: Config) => void;
  onClose: () => void;
}

/** A new listener of a type: named "default" when the gateway has none of that name, on a free port. */
export function newGatewayListener(gateway: GatewayName, type: GatewayListenerType, others: readonly Config[], name?: string): Config {
  const taken = others.some((l) => l.type === type && l.name === 'default');
  const bind = suggestedGatewayBind(gateway, type, others as { type?: string; bind?: string }[]);
  return getDefaultFormState(validator, gatewayListenerSchema(type), { type, name: name ?? (taken ? '' : 'default'), bind }) as Config;
}

const typeOf = (gateway: GatewayName, listener: Config | undefined): GatewayListenerType => {
  const type = listener?.type;
  return (GATEWAY_TRANSPORTS[gateway] as readonly unknown[]).includes(type) ? (type as GatewayListenerType) : GATEWAY_TRANSPORTS[gateway][0]!;
};

/**
 * Adds or edits one gateway listener on its type's form; the type is one of those the gateway
 * takes. A failed save keeps every value; an update of a running listener is confirmed first.
 */
export function GatewayListenerDialog({ gateway, editing, others, confirmUpdate, save, onSaved, onClose }: GatewayListenerDialogProps) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<GatewayListenerType>(() => typeOf(gateway, editing));
  const schema: RJSFSchema = useMemo(() => gatewayListenerSchema(type), [type]);
  const uiSchema = useGatewayListenerUiSchema(type, editing ? 'edit' : 'create');
  const initial = useMemo(
    () => (editing ? (getDefaultFormState(validator, schema, listenerBody(editing)) as Config) : newGatewayListener(gateway, type, others)),
    // A new type starts a new listener; the others do not change while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing, gateway, type, schema],
  );
  const [draft, setDraft] = useState<Config>();
  const value = draft ?? initial;
  const dirty = changedFields(initial, value).length > 0 || (!editing && draft !== undefined);
  const id = editing ? gatewayListenerId(gateway, type, String(editing.name ?? '')) : undefined;

  // Listener ids are gateway:type:name: a second listener of a type cannot share a name.
  const name = typeof value.name === 'string' ? value.name : '';
  const duplicate = !editing && name !== '' && others.some((l) => l.type === type && l.name === name);
  const checks: ErrorSchema<Config> | undefined = duplicate ? ({ name: { __errors: [t`A ${type} listener named ${name} exists already`] } } as ErrorSchema<Config>) : undefined;

  return (
    <ListenerDialogFrame
      title={editing ? t`Edit listener ${id}` : t`Add listener`}
      formId={GATEWAY_LISTENER_FORM_ID}
      submitLabel={editing ? <Trans>Save</Trans> : <Trans>Add</Trans>}
      submitDisabled={editing !== undefined && !dirty}
      schema={schema}
      labelRoot="listener"
      uiSchema={uiSchema}
      formKey={type}
      initial={initial}
      value={value}
      dirty={dirty}
      checks={checks}
      intro={
        editing ? null : (
          <SelectField
            label={t`Type`}
            value={type}
            options={GATEWAY_TRANSPORTS[gateway].map((ty): [GatewayListenerType, string] => [ty, valueLabel(i18n, ty)])}
            onChange={(next) => {
              setType(next);
              // The name typed so far stays; the rest is the new type's.
              setDraft(newGatewayListener(gateway, next, others, name || undefined));
            }}
          />
        )
      }
      confirmId={editing && confirmUpdate ? id : undefined}
      save={(next) => save(listenerBody(next))}
      onSaved={onSaved}
      onChange={setDraft}
      onClose={onClose}
    />
  );
}
