import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { Loading } from '../../components/Loading';
import { StepHeading } from '../../components/StepHeading';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import { VariantSettingsForm } from '../../forms/VariantSettingsForm';
import { validator } from '../../forms/validator';
import { getGetAuthorizationSourcesQueryKey, useGetAuthorizationSources, usePostAuthorizationSources } from '../../generated/endpoints/authorization/authorization';
import type { PostAuthorizationSourcesBody } from '../../generated/model';
import { valueLabel } from '../../i18n/labels/labels';
import { TypeGallery } from '../../components/type-gallery/TypeGallery';
import { CREATE_TYPES, modesOf, schemaName, type CreateType } from './authz-catalog';
import { authzGalleryItems, type AuthzGalleryItem } from './authz-gallery';
import { authzDefaultTemplate } from './default-templates';
import { useAuthzSchema, useAuthzUiSchema } from './authz-schema';

type Config = Record<string, unknown>;

/** Create a source: its type (one of each type at most, those in use link to it), its mode where it has several, then its settings. */
export function AuthzCreateView() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useGetAuthorizationSources();
  const create = usePostAuthorizationSources();
  const [type, setType] = useState<CreateType>();
  const [mode, setMode] = useState<string>();
  const [draft, setDraft] = useState<Config>();
  // Back at the gallery from a type's settings: what was typed stays until another type is picked.
  const [choosing, setChoosing] = useState(false);
  const taken = new Set(existing.data?.sources?.map((s) => s.type) ?? []);
  const offered = CREATE_TYPES.filter((ty) => !taken.has(ty));
  const modes = type ? modesOf(type) : undefined;
  const currentMode = mode ?? modes?.options[0]?.value;
  const schema = useAuthzSchema(type ? schemaName(type, currentMode) : undefined);
  const fixed: Config = type ? { type, ...(modes && currentMode ? { [modes.field]: currentMode } : {}) } : {};
  const uiSchema = useAuthzUiSchema(modes?.field);
  const initial = schema.data ? (getDefaultFormState(validator, schema.data, { ...authzDefaultTemplate(type, currentMode), ...fixed }) as Config) : undefined;
  const value = draft ?? initial;

  function pick(item: AuthzGalleryItem) {
    setChoosing(false);
    if (item.type === type) return;
    setType(item.type);
    setMode(undefined);
    setDraft(undefined);
  }

  async function submit(config: Config) {
    if (!type) return;
    const body = { ...config, ...fixed, enable: true } as unknown as PostAuthorizationSourcesBody;
    try {
      await create.mutateAsync({ data: body });
    } catch {
      return;
    }
    const source = valueLabel(i18n, type);
    toaster.create({ type: 'success', title: t`${source} created` });
    await queryClient.invalidateQueries({ queryKey: getGetAuthorizationSourcesQueryKey() });
    await navigate({ to: '/authorization/detail/$type', params: { type } });
  }

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Create authorizer</Trans>} />
      <Stack gap="6" maxW="4xl">
        {existing.isPending ? (
          <Loading />
        ) : !type || choosing ? (
          <Stack gap="4">
            {offered.length === 0 ? (
              <Text color="fg.muted">
                <Trans>Every type of source is already in use: each type can be added once.</Trans>
              </Text>
            ) : null}
            <TypeGallery label={t`Type`} items={authzGalleryItems(i18n, (ty) => (taken.has(ty) ? <Link to="/authorization/detail/$type" params={{ type: ty }} /> : undefined))} onPick={pick} />
          </Stack>
        ) : (
          <HStack gap="3">
            <StepHeading step={type} focusOnMount>
              {valueLabel(i18n, type)}
            </StepHeading>
            <Button size="xs" variant="ghost" onClick={() => setChoosing(true)}>
              <Trans>Change type</Trans>
            </Button>
          </HStack>
        )}
        {type && !choosing ? (
          <Stack gap="4">
            <VariantSettingsForm
              id="authz-create"
              labelRoot="authorization"
              modes={modes}
              mode={currentMode}
              onModeChange={(next) => {
                setMode(next);
                setDraft(undefined);
              }}
              schema={schema}
              uiSchema={uiSchema}
              value={value}
              onChange={(next) => setDraft(next)}
              onSubmit={(v) => void submit(v)}
            />
            <HStack>
              <WriteAction>
                <Button colorPalette="brand" type="submit" form="authz-create" loading={create.isPending} disabled={value === undefined}>
                  <Trans>Create</Trans>
                </Button>
              </WriteAction>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
