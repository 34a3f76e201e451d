import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../app/toaster';
import { FailureNotice } from '../../components/FailureNotice';
import { TextField } from '../../components/FormDialog';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { SubmitRow } from '../../forms/SubmitRow';
import { getGetLicenseQueryKey, getGetLicenseSettingQueryKey, usePutLicenseSetting } from '../../generated/endpoints/license/license';
import type { GetLicenseSetting200 } from '../../generated/model';
import { thresholdBody, thresholdDraft, thresholdProblems, type ThresholdDraft, type ThresholdField } from './license-form';

/**
 * The connection quota alarm (`PUT /license/setting`): the broker raises it when live connections
 * go above the high watermark of the licence's limit and clears it below the low one. A
 * business-critical licence also sets its connection limit here.
 */
export function LicenseSettingsForm({ setting }: { setting: GetLicenseSetting200 }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const initial = thresholdDraft(setting);
  // Undefined until the user types: until then the form shows what the broker has.
  const [draft, setDraft] = useState<ThresholdDraft>();
  const [touched, setTouched] = useState<Partial<Record<ThresholdField, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // The broker's refusals are shown in the form, not in a toast.
  const save = usePutLicenseSetting({ request: { silentStatuses: [400] } });
  const values = draft ?? initial;
  const problems = thresholdProblems(values);
  const blocked = Object.keys(problems).length > 0;
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  // High is checked against low: a low typed above it marks high at once.
  const shown = (field: ThresholdField) => {
    const problem = problems[field];
    return problem && (touched[field] || tried || (field === 'high' && touched.low)) ? i18n._(problem) : undefined;
  };

  const edit = (field: ThresholdField, value: string) => {
    setDraft({ ...values, [field]: value });
    setTouched((seen) => ({ ...seen, [field]: true }));
    setRefusal(undefined);
  };

  const reset = () => {
    setDraft(undefined);
    setTouched({});
    setTried(false);
    setRefusal(undefined);
  };

  async function submit() {
    setTried(true);
    if (blocked || !dirty) return;
    setRefusal(undefined);
    try {
      const saved = await save.mutateAsync({ data: thresholdBody(values) });
      queryClient.setQueryData(getGetLicenseSettingQueryKey(), saved);
      // A business-critical licence's limit is this form's: the licence answers the new one.
      if (values.dynamic !== undefined) await queryClient.invalidateQueries({ queryKey: getGetLicenseQueryKey() });
      reset();
      toaster.create({ type: 'success', title: t`License settings saved` });
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t`Some error occurred`);
    }
  }

  const field = (name: ThresholdField, label: string, help: string) => (
    <TextField
      label={label}
      required
      value={values[name] ?? ''}
      onChange={(value) => edit(name, value)}
      onBlur={() => setTouched((seen) => ({ ...seen, [name]: true }))}
      error={shown(name)}
      help={help}
    />
  );

  return (
    <form
      noValidate
      aria-label={t`Connection quota alarm`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) void submit();
      }}
    >
      <LeaveGuard dirty={dirty && !save.isPending} />
      <Stack gap="4" maxW="4xl">
        <Text fontSize="sm" color="fg.muted">
          <Trans>The broker raises an alarm when live connections go above the high watermark of the license’s limit, and clears it once they fall below the low watermark.</Trans>
        </Text>
        {refusal ? <FailureNotice title={t`The settings were not saved`}>{refusal}</FailureNotice> : null}
        <SimpleGrid columns={{ base: 1, md: values.dynamic === undefined ? 2 : 3 }} gap="4">
          {field('low', t`Low watermark`, t`A percentage, such as 75%`)}
          {field('high', t`High watermark`, t`A percentage above the low watermark, such as 80%`)}
          {values.dynamic === undefined ? null : field('dynamic', t`Dynamic max connections`, t`The limit of this business-critical license, up to the license’s own`)}
        </SimpleGrid>
        <SubmitRow label={<Trans>Save</Trans>} saving={save.isPending} disabled={!dirty} blocked={tried && blocked}>
          {dirty ? (
            <Button size="sm" variant="ghost" onClick={reset} disabled={save.isPending}>
              <Trans>Discard changes</Trans>
            </Button>
          ) : null}
        </SubmitRow>
      </Stack>
    </form>
  );
}
