import { HStack, Progress } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** An upload's progress; once every byte is sent, `afterUpload` says what the broker is doing with them. */
export function UploadProgress({ percent, afterUpload }: { percent: number | undefined; afterUpload: ReactNode }) {
  return (
    <Progress.Root value={percent} max={100} size="sm" colorPalette="brand">
      <HStack justify="space-between" mb="1">
        <Progress.Label>{(percent ?? 0) < 100 ? <Trans>Uploading</Trans> : afterUpload}</Progress.Label>
        <Progress.ValueText />
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
