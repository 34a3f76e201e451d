import { useLingui } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { CLUSTER_LINK_ESSENTIALS } from './cluster-link-form';
import { TopicFilterWidget } from './TopicFilterWidget';

/**
 * The link form's layout, built in the user's language (a language switch relabels it): essentials
 * first, the MQTT client's tuning under "advanced". Editing, the name is the link's and cannot
 * change, and the detail screen has its own enable switch.
 */
export function useClusterLinkUiSchema(editing: boolean): UiSchema {
  const { t } = useLingui();
  return useMemo(() => {
    const hidden = { 'ui:widget': 'hidden' } as const;
    return {
      'ui:options': { essentials: CLUSTER_LINK_ESSENTIALS },
      ...(editing ? { name: hidden, enable: hidden } : { name: { 'ui:placeholder': 'emqx-eu-west' } }),
      server: { 'ui:placeholder': 'emqx-eu-west.example.com:1883' },
      topics: {
        'ui:title': t`Topics`,
        items: { 'ui:widget': TopicFilterWidget, 'ui:hideError': true, 'ui:placeholder': 'factory/+/telemetry' },
      },
      clientid: { 'ui:title': t`Client ID` },
    };
  }, [editing, t]);
}
