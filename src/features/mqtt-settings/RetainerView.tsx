import { Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { putMqttRetainer, useGetMqttRetainer } from '../../generated/endpoints/retainer/retainer';
import type { RetainerRetainer } from '../../generated/model';
import retainerSchema from '../../../schemas/retainer.json';

/** Short labels of our own; the broker's descriptions stay as help under each field. */
function useRetainerUiSchema(): UiSchema<RetainerRetainer> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      'ui:order': ['enable', 'backend', 'msg_expiry_interval', 'msg_clear_interval', 'max_payload_size', 'delivery_rate', 'stop_publish_clear_msg', '*'],
      enable: { 'ui:title': t`Enable the retainer` },
      msg_expiry_interval: { 'ui:title': t`Message expiry interval (0 = never expire)` },
      msg_clear_interval: { 'ui:title': t`Clean interval (0 = never clean)` },
      max_payload_size: { 'ui:title': t`Max payload size` },
      delivery_rate: { 'ui:title': t`Delivery rate` },
      stop_publish_clear_msg: { 'ui:title': t`Stop publishing messages that clear a retained message` },
      backend: {
        'ui:title': t`Storage`,
        'ui:order': ['storage_type', 'max_retained_messages', '*'],
        storage_type: { 'ui:title': t`Storage type`, 'ui:enumNames': [t`RAM`, t`Disc`] },
        max_retained_messages: { 'ui:title': t`Max retained messages (0 = unlimited)` },
        // Internal choices with one sensible value: kept as the broker has them, not shown.
        type: { 'ui:widget': 'hidden' },
        enable: { 'ui:widget': 'hidden' },
        index_specs: { 'ui:field': 'Hidden' },
      },
    }),
    [t],
  );
}

/** The retainer: whether and how the broker keeps retained messages. */
export function RetainerView() {
  const current = useGetMqttRetainer();
  const uiSchema = useRetainerUiSchema();
  return (
    <ConfigScreen
      title={<Trans>Retainer</Trans>}
      actions={
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontSize="sm">
          <RouterLink to="/retained">
            <Trans>Retained messages</Trans>
          </RouterLink>
        </Link>
      }
      id="retainer-settings"
      root="retainer"
      schema={retainerSchema}
      uiSchema={uiSchema}
      current={current}
      save={(value) => putMqttRetainer(value)}
    />
  );
}
