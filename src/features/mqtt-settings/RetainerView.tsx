import { Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { Link as RouterLink } from '@tanstack/react-router';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { putMqttRetainer, useGetMqttRetainer } from '../../generated/endpoints/retainer/retainer';
import type { RetainerRetainer } from '../../generated/model';
import retainerSchema from '../../../schemas/retainer.json';

/** Labels come from the catalog; this says what comes first and what an operator never edits. */
const RETAINER_UI: UiSchema<RetainerRetainer> = {
  'ui:order': ['enable', 'backend', 'msg_expiry_interval', 'msg_clear_interval', 'max_payload_size', 'delivery_rate', 'stop_publish_clear_msg', '*'],
  'ui:options': { essentials: ['enable', 'backend', 'msg_expiry_interval', 'msg_clear_interval', 'max_payload_size'] },
  backend: {
    'ui:order': ['storage_type', 'max_retained_messages', '*'],
    // Internal choices with one sensible value: kept as the broker has them, not shown.
    type: { 'ui:widget': 'hidden' },
    enable: { 'ui:widget': 'hidden' },
    index_specs: { 'ui:field': 'Hidden' },
  },
};

/** The retainer: whether and how the broker keeps retained messages. */
export function RetainerView() {
  const current = useGetMqttRetainer();
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
      uiSchema={RETAINER_UI}
      current={current}
      save={(value) => putMqttRetainer(value)}
    />
  );
}
