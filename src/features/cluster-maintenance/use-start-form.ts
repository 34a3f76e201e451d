/** The state both start dialogs keep: the draft as typed, which fields were touched, the broker's refusal. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, readErrorBody } from '../../api/api-error';
import type { RequestOptions } from '../../api/http';

/** The refusals a start dialog shows itself, with the broker's words; the HTTP layer reports the rest. */
const REFUSED: RequestOptions = { silentStatuses: [400, 404] };

export function useStartForm<D extends object>(initial: D, validate: (draft: D) => Partial<Record<string, MessageDescriptor>>) {
  const { i18n } = useLingui();
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
  async function submit(send: (draft: D, options: RequestOptions) => Promise<unknown>, onDone: () => void) {
    setTouched(Object.fromEntries(Object.keys(draft).map((field) => [field, true])));
    if (Object.keys(validate(draft)).length) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await send(draft, REFUSED);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status !== undefined && REFUSED.silentStatuses?.includes(error.status)) setRefusal(readErrorBody(error.body)?.message ?? error.message);
    } finally {
      setBusy(false);
    }
  }

  return { draft, set, shown, busy, refusal, dirty: JSON.stringify(draft) !== JSON.stringify(start), submit };
}
