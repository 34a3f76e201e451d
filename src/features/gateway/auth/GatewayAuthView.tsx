import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FactList } from '../../../components/FactList';
import { toaster } from '../../../app/toaster';
import { succeeded } from '../../../api/succeeded';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { WriteAction } from '../../../components/WriteAction';
import {
  deleteGatewaysByNameAuthentication,
  postGatewaysByNameAuthentication,
  putGatewaysByNameAuthentication,
} from '../../../generated/endpoints/gateway-authentication/gateway-authentication';
import type { PostGatewaysByNameAuthenticationBody, PutGatewaysByNameAuthenticationBody } from '../../../generated/model';
import { BACKEND_LABELS, isBackend, isMechanism, MECHANISM_LABELS } from '../../authentication/authn-catalog';
import type { AuthnDetailSearch } from '../../authentication/authn-detail-search';
import { AuthnDetailTabs } from '../../authentication/AuthnDetailTabs';
import { AuthnWizard } from '../../authentication/AuthnWizard';
import { gatewayAuthnKey, gatewayUsersApi, readGatewayAuthn, type ContractGateway } from './gateway-authn-api';
import { gatewayAuthnOffer, isGatewayName } from './gateway-authn-offer';
import { DangerButton } from '../../../components/DangerButton';

type Config = Record<string, unknown>;

interface GatewayAuthViewProps {
  name: string;
  search?: AuthnDetailSearch;
  onSearch?: (patch: Partial<AuthnDetailSearch>) => void;
}

/**
 * A gateway's Authentication tab: an empty state warning that any client gets in, with "Add
 * authentication" (the authentication wizard, offering what the gateway takes), or its one
 * authenticator with the authentication screens' own tabs (overview, settings, users) and a
 * confirmed delete.
 */
export function GatewayAuthView(props: GatewayAuthViewProps) {
  const { name } = props;
  // Only the gateways the console knows are asked about: the API takes no other name.
  if (!isGatewayName(name)) {
    return (
      <Text role="alert" color="fg.muted">
        <Trans>There is no gateway named {name}.</Trans>
      </Text>
    );
  }
  return <KnownGatewayAuth {...props} />;
}

function KnownGatewayAuth({ name, search, onSearch }: GatewayAuthViewProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const gateway = name as ContractGateway;
  const key = gatewayAuthnKey(name);
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => readGatewayAuthn(name, signal) });
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const create = useMutation({ mutationFn: (body: Config) => postGatewaysByNameAuthentication(gateway, body as unknown as PostGatewaysByNameAuthenticationBody) });
  const remove = useMutation({ mutationFn: () => deleteGatewaysByNameAuthentication(gateway) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  async function add(body: Config) {
    if (!(await succeeded(create.mutateAsync(body)))) return;
    toaster.create({ type: 'success', title: t`Authentication added` });
    setAdding(false);
    await refresh();
  }

  async function confirmDelete() {
    const ok = await succeeded(remove.mutateAsync());
    setConfirming(false);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Authentication deleted` });
    await refresh();
  }

  const save = async (value: Config) => {
    // Secrets still "******" are the stored ones: the broker keeps them.
    await putGatewaysByNameAuthentication(gateway, value as unknown as PutGatewaysByNameAuthenticationBody);
    await refresh();
  };

  if (current.isPending) return <Loading />;
  if (current.isError) {
    return (
      <Text role="alert" color="fg.muted">
        <Trans>The gateway's authentication could not be read.</Trans>
      </Text>
    );
  }

  const config = current.data;
  if (!config) {
    if (adding) {
      return (
        <Stack gap="4" maxW="4xl">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            <Trans>Add authentication</Trans>
          </Text>
          <AuthnWizard
            offer={gatewayAuthnOffer(name)}
            formId={`gateway-authn-create-${name}`}
            busy={create.isPending}
            onSubmit={(body) => void add(body)}
            extraActions={
              <Button variant="ghost" onClick={() => setAdding(false)}>
                <Trans>Cancel</Trans>
              </Button>
            }
          />
        </Stack>
      );
    }
    return (
      <Stack gap="3" align="center" textAlign="center" py="12" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
        <Text fontWeight="semibold">
          <Trans>No authentication</Trans>
        </Text>
        <Alert.Root status="warning" size="sm" maxW="md" textAlign="start">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Without authentication this gateway accepts any client.</Trans>
          </Alert.Description>
        </Alert.Root>
        <WriteAction>
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <Plus />
            <Trans>Add authentication</Trans>
          </Button>
        </WriteAction>
      </Stack>
    );
  }

  const mechanism = isMechanism(config.mechanism) ? i18n._(MECHANISM_LABELS[config.mechanism]) : String(config.mechanism ?? '');
  const backend = isBackend(config.backend) ? i18n._(BACKEND_LABELS[config.backend]) : undefined;
  const enabled = config.enable !== false;
  const title = backend ? `${mechanism} · ${backend}` : mechanism;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {title}
          </Text>
          <Badge colorPalette={enabled ? 'green' : 'gray'} variant="subtle">
            {enabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>}
          </Badge>
        </HStack>
        <DangerButton onClick={() => setConfirming(true)}>
          <Trans>Delete authentication</Trans>
        </DangerButton>
      </HStack>
      <AuthnDetailTabs
        formId={`gateway-authn-${name}`}
        current={current as unknown as UseQueryResult<Config, unknown>}
        save={save}
        overview={
          <FactList
            facts={[
              [t`Mechanism`, mechanism],
              [t`Backend`, backend],
              [t`Status`, enabled ? t`Enabled` : t`Disabled`],
            ]}
          />
        }
        users={gatewayUsersApi(name)}
        search={search}
        onSearch={onSearch}
      />
      <ConfirmDialog
        open={confirming}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this gateway's authentication?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>Clients of this gateway will connect without being checked, and the users of its built-in database are deleted.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
