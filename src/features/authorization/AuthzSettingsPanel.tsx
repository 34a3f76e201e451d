import { Alert, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GetAuthorizationSettings200 } from '../../generated/model';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { Section } from '../../components/Section';
import { SelectField } from '../../components/SelectField';
import { WriteAction } from '../../components/WriteAction';
import {
  getGetAuthorizationSettingsQueryKey,
  useDeleteAuthorizationCache,
  useGetAuthorizationSettings,
  usePutAuthorizationSettings,
} from '../../generated/endpoints/authorization/authorization';
import { MAX_CACHE_SIZE, maxSizeError, toBody, toForm, TTL_OPTIONS, ttlSeconds, type SettingsForm } from './authz-settings';
import { ToggleSwitch } from '../../components/ToggleSwitch';

/** What happens when no source matches, what a denied publish does, and the per-client cache. */
export function AuthzSettingsPanel() {
  const settings = useGetAuthorizationSettings();
  return (
    <Section id="authz-settings" title={<Trans>Settings</Trans>}>
      {settings.data ? (
        // A new answer from the broker (after a save) starts the form over; a refetch of the same keeps what is typed.
        <SettingsEditor key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : settings.isError ? (
        <Trans>The settings could not be loaded.</Trans>
      ) : (
        <Loading />
      )}
    </Section>
  );
}

function SettingsEditor({ settings }: { settings: GetAuthorizationSettings200 }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = usePutAuthorizationSettings();
  const clear = useDeleteAuthorizationCache();
  const [form, setForm] = useState<SettingsForm>(() => toForm(settings));
  const [clearing, setClearing] = useState(false);

  const set = (patch: Partial<SettingsForm>) => setForm({ ...form, ...patch });
  const sizeProblem = maxSizeError(form.maxSize);
  const max = MAX_CACHE_SIZE.toLocaleString();
  const sizeMessage = sizeProblem === 'required' ? t`Max size is required` : sizeProblem === 'range' ? t`Enter a whole number from 1 to ${max}` : undefined;
  const ttlLabel = (ttl: string) => {
    const seconds = ttlSeconds(ttl);
    return seconds === undefined ? ttl : t`${seconds} s`;
  };
  const ttlOptions: [string, string][] = [...TTL_OPTIONS, ...(TTL_OPTIONS.includes(form.ttl as (typeof TTL_OPTIONS)[number]) ? [] : [form.ttl])].map((v) => [v, ttlLabel(v)]);

  async function submit() {
    if (sizeProblem) return;
    try {
      await save.mutateAsync({ data: toBody(form) });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t`Authorization settings saved` });
    await queryClient.invalidateQueries({
      queryKey: getGetAuthorizationSettingsQueryKey(),
    });
  }

  async function clearCache() {
    try {
      await clear.mutateAsync();
    } catch {
      return;
    } finally {
      setClearing(false);
    }
    toaster.create({ type: 'success', title: t`Authorization cache cleared` });
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4" maxW="lg">
          <SelectField
            label={t`No match`}
            value={form.no_match}
            options={[
              ['allow', t`Allow`],
              ['deny', t`Deny`],
            ]}
            onChange={(no_match) => set({ no_match })}
          />
          {form.no_match === 'allow' ? (
            // A status, so that picking Allow is heard as well as seen; it stays for as long as Allow is set.
            <Alert.Root status="warning" size="sm" role="status" mt="-2">
              <Alert.Indicator />
              <Alert.Description>
                <Trans>Allow lets every client do anything no source denies: publish and subscribe to any topic.</Trans>
              </Alert.Description>
            </Alert.Root>
          ) : null}
          <SelectField
            label={t`Deny action`}
            value={form.deny_action}
            options={[
              ['ignore', t`Ignore`],
              ['disconnect', t`Disconnect`],
            ]}
            onChange={(deny_action) => set({ deny_action })}
          />
          <ToggleSwitch label={t`Enable cache`} checked={form.cacheEnable} onChange={(checked) => set({ cacheEnable: checked })} />
          <Field.Root required invalid={sizeMessage !== undefined}>
            <Field.Label>
              <Trans>Max size</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <Input size="sm" inputMode="numeric" value={form.maxSize} onChange={(e) => set({ maxSize: e.currentTarget.value })} />
            <Field.HelperText>
              <Trans>The most cached results per client.</Trans>
            </Field.HelperText>
            <Field.ErrorText>{sizeMessage}</Field.ErrorText>
          </Field.Root>
          <SelectField label={t`TTL`} value={form.ttl} options={ttlOptions} onChange={(ttl) => set({ ttl })} />
          <Field.Root>
            <Field.Label>
              <Trans>Excluded topics</Trans>
            </Field.Label>
            <Textarea size="sm" fontFamily="mono" rows={3} value={form.excludes} onChange={(e) => set({ excludes: e.currentTarget.value })} />
            <Field.HelperText>
              <Trans>One topic filter a line; results for these topics are never cached.</Trans>
            </Field.HelperText>
          </Field.Root>
          <HStack gap="2">
            <WriteAction>
              <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
                <Trans>Save</Trans>
              </Button>
            </WriteAction>
            <WriteAction>
              <Button size="sm" variant="outline" onClick={() => setClearing(true)}>
                <Trans>Clear cache</Trans>
              </Button>
            </WriteAction>
          </HStack>
        </Stack>
      </form>
      <ConfirmDialog
        open={clearing}
        destructive
        busy={clear.isPending}
        title={<Trans>Clear the authorization cache?</Trans>}
        confirmLabel={<Trans>Clear cache</Trans>}
        onConfirm={() => void clearCache()}
        onCancel={() => setClearing(false)}
      >
        <Trans>Every client's cached results are dropped on all nodes; the next checks ask the sources again.</Trans>
      </ConfirmDialog>
    </>
  );
}
