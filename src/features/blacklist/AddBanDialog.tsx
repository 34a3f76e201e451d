import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { SelectField } from '../../components/SelectField';
import { ExpiryField } from '../../components/expiry/ExpiryField';
import { FormDialog, TextField } from '../../components/FormDialog';
import { BAN_KIND_HELP, BAN_KIND_LABELS, BAN_KINDS, validateBan, type BanDraft, type BanKind } from './ban-rules';

const EMPTY: BanDraft = { as: 'clientid', who: '', reason: '', until: { never: false, at: '' } };

interface AddBanDialogProps {
  /**
   * Values known for the one being banned (a client's ID, username and address): the dialog starts
   * with the first, offers only these kinds, and a value not edited follows the kind picked.
   */
  known?: Partial<Record<BanKind, string>>;
  /** The end first proposed (unset: the user picks one). */
  until?: BanDraft['until'];
  /** More choices under the form ("also kick out now"). */
  children?: ReactNode;
  /** Sends the ban; resolves true once the broker took it. On false the dialog keeps what was typed. */
  onSave: (draft: BanDraft) => Promise<boolean>;
  onClose: () => void;
}

/** Adds a client ID, username or address (exact, by expression or range) to the blacklist, until a time or for ever. */
export function AddBanDialog({ known, until, children, onSave, onClose }: AddBanDialogProps) {
  const { t, i18n } = useLingui();
  const kinds = known ? BAN_KINDS.filter((kind) => known[kind] !== undefined) : BAN_KINDS;
  const [initial] = useState<BanDraft>(() => (kinds[0] && known ? { ...EMPTY, as: kinds[0], who: known[kinds[0]] ?? '', until: until ?? EMPTY.until } : EMPTY));
  const [draft, setDraft] = useState<BanDraft>(initial);
  const [touched, setTouched] = useState<Partial<Record<'who' | 'until', boolean>>>({});
  const [busy, setBusy] = useState(false);
  // "Now" for the check is the moment of the last edit: render stays pure, and every change is checked afresh.
  const [editedAt, setEditedAt] = useState(() => Date.now());
  const errors = validateBan(draft, editedAt);
  const shown = (name: 'who' | 'until') => (touched[name] && errors[name] ? i18n._(errors[name]) : undefined);
  const set = (patch: Partial<BanDraft>, field?: 'who' | 'until') => {
    setDraft((d) => ({ ...d, ...patch }));
    setEditedAt(Date.now());
    if (field) setTouched((tch) => ({ ...tch, [field]: true }));
  };

  async function submit() {
    setTouched({ who: true, until: true });
    setEditedAt(Date.now());
    // Checked again at the moment of saving: the time picked may have passed while the dialog was open.
    if (Object.keys(validateBan(draft, Date.now())).length) return;
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) onClose();
  }

  return (
    <FormDialog
      title={t`Add to the blacklist`}
      submitLabel={t`Add`}
      busy={busy}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <SelectField
        label={t`Ban by`}
        value={draft.as}
        options={kinds.map((kind) => [kind, i18n._(BAN_KIND_LABELS[kind])])}
        onChange={(as) => set({ as, ...(known && draft.who === (known[draft.as] ?? '') ? { who: known[as] ?? '' } : {}) })}
      />
      <TextField
        label={t`Value`}
        required
        monospace
        value={draft.who}
        onChange={(who) => set({ who }, 'who')}
        onBlur={() => setTouched((tch) => ({ ...tch, who: true }))}
        error={shown('who')}
        help={i18n._(BAN_KIND_HELP[draft.as])}
      />
      <TextField label={t`Reason`} multiline value={draft.reason} onChange={(reason) => set({ reason })} />
      <ExpiryField label={t`Until`} value={draft.until} onChange={(until) => set({ until }, 'until')} onBlur={() => setTouched((tch) => ({ ...tch, until: true }))} error={shown('until')} />
      {children}
    </FormDialog>
  );
}
