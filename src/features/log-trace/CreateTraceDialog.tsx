import { Alert, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../app/toaster';
import { FormDialog, TextField } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { postTrace } from '../../generated/endpoints/trace/trace';
import {
  emptyTraceDraft,
  FORMATTER_LABELS,
  FORMATTERS,
  PAYLOAD_ENCODE_LABELS,
  PAYLOAD_ENCODES,
  traceBody,
  validateTrace,
  type TraceDraft,
  type TraceField,
} from './trace-form';
import { TRACE_TYPE_LABELS, TRACE_TYPES } from './trace-model';
import { useInvalidateTraces } from './trace-queries';

interface CreateTraceDialogProps {
  /** What is already known (tracing one client from its page): the rest starts as for a new trace. */
  preset?: Partial<TraceDraft>;
  onClose: () => void;
  /** After the broker took it: the new trace's name. */
  onCreated?: (name: string) => void;
}

function DateTimeField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input size="sm" type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A new trace: what to follow, for how long, and how its lines are written. */
export function CreateTraceDialog({ preset, onClose, onCreated }: CreateTraceDialogProps) {
  const { t, i18n } = useLingui();
  const invalidate = useInvalidateTraces();
  const [initial] = useState(() => ({ ...emptyTraceDraft(Date.now()), ...preset }));
  const [draft, setDraft] = useState<TraceDraft>(initial);
  const [touched, setTouched] = useState<Partial<Record<TraceField, boolean>>>({});
  // "Now" for the end-time check is the moment of the last edit: render stays pure.
  const [editedAt, setEditedAt] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const errors = validateTrace(draft, editedAt);
  const shown = (field: TraceField) => (touched[field] && errors[field] ? i18n._(errors[field]) : undefined);

  const set = (patch: Partial<TraceDraft>, field?: TraceField) => {
    setDraft((d) => ({ ...d, ...patch }));
    setEditedAt(Date.now());
    if (field) setTouched((seen) => ({ ...seen, [field]: true }));
  };

  async function submit() {
    setTouched({ name: true, condition: true, startAt: true, endAt: true });
    setEditedAt(Date.now());
    if (Object.keys(validateTrace(draft, Date.now())).length) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      // The broker's refusals (a taken name, a passed end time) are shown here, in the form.
      const created = await postTrace(traceBody(draft), { silentStatuses: [400, 409] });
      toaster.create({ type: 'success', title: t`Create Log Trace Successfully` });
      await invalidate();
      onCreated?.(created.name);
      onClose();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t`Some error occurred`);
    } finally {
      setBusy(false);
    }
  }

  const conditionLabel = i18n._(TRACE_TYPE_LABELS[draft.type]);
  const conditionHelp = {
    clientid: t`The client whose packets are logged.`,
    topic: t`Messages on topics this filter matches are logged; + and # match any level.`,
    ip_address: t`Clients connecting from this address are logged.`,
    ruleid: t`The rule whose runs and actions are logged.`,
  }[draft.type];

  return (
    <FormDialog
      title={t`Create log trace`}
      submitLabel={t`Create`}
      busy={busy}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {refusal ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title overflowWrap="anywhere">{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      <TextField
        label={t`Name`}
        required
        monospace
        value={draft.name}
        onChange={(name) => set({ name }, 'name')}
        onBlur={() => setTouched((seen) => ({ ...seen, name: true }))}
        error={shown('name')}
        help={t`Start with a letter; use only letters, digits, underscores and '-'`}
      />
      <SelectField label={t`Type`} value={draft.type} options={TRACE_TYPES.map((type) => [type, i18n._(TRACE_TYPE_LABELS[type])])} onChange={(type) => set({ type })} />
      <TextField
        label={conditionLabel}
        required
        monospace
        value={draft.condition}
        onChange={(condition) => set({ condition }, 'condition')}
        onBlur={() => setTouched((seen) => ({ ...seen, condition: true }))}
        error={shown('condition')}
        help={conditionHelp}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DateTimeField label={t`Start time`} value={draft.startAt} onChange={(startAt) => set({ startAt }, 'startAt')} error={shown('startAt')} />
        <DateTimeField label={t`End time`} value={draft.endAt} onChange={(endAt) => set({ endAt }, 'endAt')} error={shown('endAt')} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          label={t`Payload encoding`}
          value={draft.payloadEncode}
          options={PAYLOAD_ENCODES.map((encode) => [encode, i18n._(PAYLOAD_ENCODE_LABELS[encode])])}
          onChange={(payloadEncode) => set({ payloadEncode })}
        />
        <SelectField label={t`Log format`} value={draft.formatter} options={FORMATTERS.map((f) => [f, i18n._(FORMATTER_LABELS[f])])} onChange={(formatter) => set({ formatter })} />
      </SimpleGrid>
    </FormDialog>
  );
}
