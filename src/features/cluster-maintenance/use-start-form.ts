/** The state both start dialogs keep: the draft as typed, which fields were touched, the broker's refusal. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';

export function useStartForm<D extends object>(initial: D, validate: (draft: D) => Partial<Record<string, MessageDescriptor>>) {
  const { t, i18n } = useLingui();
  const [start] = useState(initial);
  const [draft, setDraft] = useState(start);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const errors = validate(draft);
  const shown = (field: string) => {
    const error = touched[field] ? errors[field] : undefined;
    return error ? i18n._(error) : undefined;
  };
  const set = (patch: Partial<D>, field: string) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((seen) => ({ ...seen, [field]: true }));
  };

  /** Sends when the draft is valid; a refusal stays in the dialog with everything typed. */
  async function submit(send: (draft: D) => Promise<unknown>, onDone: () => void) {
    setTouched(Object.fromEntries(Object.keys(draft).map((field) => [field, true])));
    if (Object.keys(validate(draft)).length) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await send(draft);
      onDone();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t`Some error occurred`);
    } finally {
      setBusy(false);
    }
  }

  return { draft, set, shown, busy, refusal, dirty: JSON.stringify(draft) !== JSON.stringify(start), submit };
}
