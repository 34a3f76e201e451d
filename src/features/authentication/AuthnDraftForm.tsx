import { VariantSettingsForm } from '../../forms/VariantSettingsForm';
import type { AuthnDraft } from './use-authn-draft';

interface AuthnDraftFormProps {
  id: string;
  draft: AuthnDraft;
  /** The request body built from the submitted form; a flow that saves elsewhere ignores it. */
  onSubmit: (body: Record<string, unknown>) => void;
}

/** The settings of an authenticator being created, in the mode its draft has picked. */
export function AuthnDraftForm({ id, draft, onSubmit }: AuthnDraftFormProps) {
  return (
    <VariantSettingsForm
      id={id}
      labelRoot="authentication"
      modes={draft.modes}
      mode={draft.mode}
      onModeChange={draft.pickMode}
      schema={draft.schema}
      uiSchema={draft.uiSchema}
      value={draft.value}
      onChange={draft.edit}
      onSubmit={(submitted) => onSubmit(draft.bodyOf(submitted))}
    />
  );
}
