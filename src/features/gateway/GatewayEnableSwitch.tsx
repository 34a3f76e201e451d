import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { WriteAction } from '../../components/WriteAction';
import { valueLabel } from '../../i18n/labels/labels';
import type { GatewayName } from './model/gateways';
import { useGatewayEnable } from './model/use-gateway-enable';
import { ToggleSwitch } from '../../components/ToggleSwitch';

interface GatewayEnableSwitchProps {
  name: GatewayName;
  enabled: boolean;
  /** Its connections now, for the confirmation. */
  connections: number;
  /** The switch's visible text; the list names the gateway in a hidden label instead. */
  label?: string;
}

/** A loaded gateway's switch: enabling goes at once, disabling closes every connection and asks first. */
export function GatewayEnableSwitch({ name, enabled, connections, label }: GatewayEnableSwitchProps) {
  const { t, i18n } = useLingui();
  const enable = useGatewayEnable();
  const [asking, setAsking] = useState(false);
  const gateway = valueLabel(i18n, name);
  return (
    <>
      <WriteAction>
        <ToggleSwitch
          label={label ?? t`Enable ${gateway}`}
          hideLabel={!label}
          checked={enabled}
          disabled={enable.isPending}
          onChange={(checked) => {
            if (checked) void enable.toggle(name, true);
            else setAsking(true);
          }}
        />
      </WriteAction>
      <ConfirmDialog
        open={asking}
        destructive
        busy={enable.isPending}
        title={<Trans>Disable gateway {gateway}?</Trans>}
        confirmLabel={<Trans>Disable</Trans>}
        onConfirm={() => void enable.toggle(name, false).then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <Trans>
          Disabling the gateway closes all its connections ({connections} now), and its clients cannot connect until it is enabled again.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
