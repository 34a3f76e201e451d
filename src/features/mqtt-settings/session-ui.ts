import { useLingui } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';

/** The session keys' uiSchema, shared by the global zone and the named zones. */
export function useSessionUiSchema(): UiSchema {
  const { t } = useLingui();
  return useMemo(
    () => ({
      // Topic → priority 1..255; the document types the map's values loosely.
      mqueue_priorities: {
        'ui:title': t`Message queue priorities`,
        'ui:options': {
          valueSchema: { type: 'integer', minimum: 1, maximum: 255 },
          newKey: 'topic',
        },
      },
    }),
    [t],
  );
}
