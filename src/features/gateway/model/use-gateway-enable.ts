import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { usePutGatewaysByNameEnableByEnable } from '../../../generated/endpoints/gateways/gateways';
import { valueLabel } from '../../../i18n/labels/labels';
import { invalidateGateways } from './queries';
import type { GatewayName } from './gateways';

/** Starts or stops a loaded gateway (its own operation: settings and listeners stay as they are). */
export function useGatewayEnable() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = usePutGatewaysByNameEnableByEnable();

  async function toggle(name: GatewayName, enable: boolean): Promise<boolean> {
    const ok = await succeeded(mutation.mutateAsync({ name, enable }));
    const label = valueLabel(i18n, name);
    if (ok) toaster.create({ type: 'success', title: enable ? t`Gateway ${label} enabled` : t`Gateway ${label} disabled` });
    await invalidateGateways(queryClient);
    return ok;
  }

  return { toggle, isPending: mutation.isPending };
}
