import { Button, Checkbox, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { userProblems, type UserDraft } from './user-rules';

/** Create a user (id, password, superuser) or edit one (new password, superuser). */
export function UserDialog({ editing, onSave, onClose }: { editing?: { userId: string; isSuperuser: boolean }; onSave: (draft: UserDraft) => Promise<boolean>; onClose: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<UserDraft>({ userId: editing?.userId ?? '', password: '', isSuperuser: editing?.isSuperuser ?? false });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = userProblems(draft, editing !== undefined);

  async function submit() {
    setTried(true);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const ok = await onSave(draft);
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{editing ? t`Edit user ${editing.userId}` : t`Create user`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {editing ? null : (
                    <Field.Root required invalid={tried && problems.userId !== undefined}>
                      <Field.Label>
                        <Trans>User ID</Trans>
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input autoComplete="off" value={draft.userId} onChange={(e) => setDraft({ ...draft, userId: e.currentTarget.value })} />
                      <Field.ErrorText>
                        <Trans>User ID is required</Trans>
                      </Field.ErrorText>
                    </Field.Root>
                  )}
                  <Field.Root required invalid={tried && problems.password !== undefined}>
                    <Field.Label>
                      {editing ? <Trans>New password</Trans> : <Trans>Password</Trans>}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="password" autoComplete="new-password" value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.currentTarget.value })} />
                    <Field.ErrorText>
                      <Trans>Password is required</Trans>
                    </Field.ErrorText>
                  </Field.Root>
                  <Checkbox.Root checked={draft.isSuperuser} onCheckedChange={(e) => setDraft({ ...draft, isSuperuser: e.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>Superuser</Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  <Trans>Save</Trans>
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
