import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';

export function NotFoundView() {
  return (
    <Stack as="main" align="center" justify="center" minH="60vh" gap="3" p="6">
      <Heading as="h1" size="2xl">
        <Trans>Not Found</Trans>
      </Heading>
      <Text>
        <Trans>This page could not be found</Trans>
      </Text>
      <Link asChild colorPalette="blue">
        <RouterLink to="/">
          <Trans>Back to the console</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}
