import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toaster } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { getGetAuthenticationQueryKey, useGetAuthentication, usePostAuthentication } from '../../generated/endpoints/authentication/authentication';
import type { PostAuthenticationBody } from '../../generated/model';
import { authenticatorId, GLOBAL_OFFER } from './authn-catalog';
import { AuthnWizard } from './AuthnWizard';

export { fixedFields } from './use-authn-draft';

/** Create an authenticator in the global chain, then open it. */
export function AuthnCreateView() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = usePostAuthentication();
  // The broker takes each mechanism and backend once: those in the chain link to it instead.
  const chain = useGetAuthentication();
  const added = new Set(chain.data?.map(authenticatorId));

  async function submit(config: Record<string, unknown>) {
    const body = config as unknown as PostAuthenticationBody;
    try {
      await create.mutateAsync({ data: body });
    } catch {
      return;
    }
    const id = authenticatorId(body);
    toaster.create({ type: 'success', title: t`${id} created` });
    await queryClient.invalidateQueries({ queryKey: getGetAuthenticationQueryKey() });
    await navigate({ to: '/authentication/detail/$id', params: { id } });
  }

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Create authenticator</Trans>} />
      <Stack gap="6" maxW="4xl">
        <AuthnWizard
          offer={GLOBAL_OFFER}
          formId="authn-create"
          busy={create.isPending}
          onSubmit={(body) => void submit(body)}
          takenLink={(id) => (added.has(id) ? <Link to="/authentication/detail/$id" params={{ id }} /> : undefined)}
        />
      </Stack>
    </Stack>
  );
}
