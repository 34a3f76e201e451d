import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../api/use-session';
import { LanguageToggle } from '../../app/shell/LanguageToggle';
import { VersionInfo } from './VersionInfo';

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg">
      {children}
      <ExternalLink size="0.9em" aria-hidden />
    </Link>
  );
}

/** Where to read more; open without login, so it helps before the first login too. */
export function HelpView() {
  const { i18n } = useLingui();
  const session = useSession();
  const zh = i18n.locale === 'zh';
  const docs = zh ? 'https://docs.emqx.com/zh/emqx/v5.8/' : 'https://docs.emqx.com/en/emqx/v5.8/';
  const forum = zh ? 'https://askemq.com/' : 'https://forum.emqx.io/';
  return (
    <Box as={session ? 'div' : 'main'} p={session ? '0' : '8'} maxW="3xl">
      <Stack gap="6">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size="xl">
            <Trans>Help</Trans>
          </Heading>
          {/* Logged in, the header has the language menu. */}
          {session ? null : <LanguageToggle />}
        </HStack>
        <List.Root gap="3" variant="plain">
          <List.Item display="block">
            <External href={docs}>
              <Trans>EMQX documentation</Trans>
            </External>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Concepts, configuration and operations of EMQX 5.8.</Trans>
            </Text>
          </List.Item>
          <List.Item display="block">
            <External href={forum}>
              <Trans>Community forum</Trans>
            </External>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Questions and answers from EMQX users and developers.</Trans>
            </Text>
          </List.Item>
          <List.Item display="block">
            {/* The connected broker serves its own interactive API reference beside api/v5. */}
            <External href="/api-docs/index.html">
              <Trans>API reference of the connected broker</Trans>
            </External>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Every REST endpoint this console uses, with its parameters, from the broker itself.</Trans>
            </Text>
          </List.Item>
        </List.Root>
        <VersionInfo />
        {session ? null : (
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            <RouterLink to="/login">
              <Trans>Back to login</Trans>
            </RouterLink>
          </Link>
        )}
      </Stack>
    </Box>
  );
}
