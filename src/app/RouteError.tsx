import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** Browsers word a failed dynamic import differently; all mean a screen's code could not be fetched. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * What a route shows when it fails. A chunk that no longer loads usually means a new deployment
 * replaced the files this page was built with: reloading fetches the new ones.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadFailure(error);
  return (
    <Stack role="alert" gap="4" p="6" maxW="xl">
      <Heading as="h1" size="lg">
        {chunk ? <Trans>This screen could not be loaded</Trans> : <Trans>Something went wrong on this screen</Trans>}
      </Heading>
      <Text color="fg.muted">
        {chunk ? (
          <Trans>The console may have been updated, or the connection dropped. Reload the page to get the current version.</Trans>
        ) : (
          <Trans>Try again; if it keeps failing, reload the page.</Trans>
        )}
      </Text>
      <Stack direction="row" gap="2">
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        {chunk ? null : (
          <Button variant="outline" onClick={reset}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
