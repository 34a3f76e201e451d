import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { WriteAction } from '../../../components/WriteAction';
import { SaveBar } from '../../../forms/SaveBar';

interface ResourceSaveBarProps {
  /** The settings form the Save button submits. */
  formId: string;
  dirty: boolean;
  saving: boolean;
  copying: boolean;
  onSaveAsCopy: () => void;
  /** The connection test beside them (a ProbeButton). */
  probe: ReactNode;
}

/** Under a connector's or a bridge's settings: Save, Save as copy and Test, pinned while there are unsaved changes. */
export function ResourceSaveBar({ formId, dirty, saving, copying, onSaveAsCopy, probe }: ResourceSaveBarProps) {
  return (
    <SaveBar
      pinned={dirty}
      status={dirty ? <Trans>Unsaved changes</Trans> : null}
      actions={
        <>
          <WriteAction>
            <Button colorPalette="brand" type="submit" form={formId} loading={saving} disabled={!dirty}>
              <Trans>Save</Trans>
            </Button>
          </WriteAction>
          <WriteAction>
            <Button variant="outline" loading={copying} onClick={onSaveAsCopy}>
              <Trans>Save as copy</Trans>
            </Button>
          </WriteAction>
          {probe}
        </>
      }
    />
  );
}
