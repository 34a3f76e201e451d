import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../app/toaster';
import { FormDialog, TextField } from '../../components/FormDialog';
import { getGetLicenseQueryKey, getGetLicenseSettingQueryKey, postLicense } from '../../generated/endpoints/license/license';
import { keyProblem } from './license-form';

/**
 * A new licence key (`POST /license`), checked as typed for what is plainly not a key; the broker
 * checks its signature. Refused, the dialog stays open with the key as typed and the broker's words
 * under it.
 */
export function UpdateLicenseDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // What the broker said of the key last sent: shown until the key is edited.
  const [refusal, setRefusal] = useState<string>();
  const problem = keyProblem(key);

  async function submit() {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const license = await postLicense({ key }, { silentStatuses: [400] });
      queryClient.setQueryData(getGetLicenseQueryKey(), license);
      // Whether the settings carry a dynamic limit depends on the licence's customer type.
      await queryClient.invalidateQueries({ queryKey: getGetLicenseSettingQueryKey() });
      const customer = license.customer;
      const expiry = license.expiry_at;
      toaster.create({ type: 'success', title: t`License updated`, description: t`Licensed to ${customer} until ${expiry}` });
      onClose();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t`Some error occurred`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t`Update license`} submitLabel={t`Update`} busy={busy} dirty={key !== ''} onSubmit={() => void submit()} onClose={onClose}>
      <TextField
        label={t`License key`}
        required
        multiline
        monospace
        autoComplete="off"
        value={key}
        onChange={(value) => {
          setKey(value);
          setTouched(true);
          setRefusal(undefined);
        }}
        onBlur={() => setTouched(true)}
        error={refusal ?? (touched && problem ? i18n._(problem) : undefined)}
        help={t`The key from the license file. It replaces the current license on every node at once.`}
      />
    </FormDialog>
  );
}
