import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { screenFor, type Screen } from '../screens';

/**
 * Above a detail or create screen's title: the list it belongs to, as a link, then this screen. Drawn
 * by the shell from the screen registry, so every such screen has the same way back in the same place.
 */
export function Breadcrumb({ screen }: { screen: Screen | undefined }) {
  const { i18n, t } = useLingui();
  const parent = screen?.parent ? screenFor(screen.parent) : undefined;
  if (!screen?.parent || !parent) return null;
  return (
    <nav aria-label={t`Breadcrumb`}>
      <HStack as="ol" listStyleType="none" gap="1" fontSize="sm" color="fg.muted" mb="1" minH="5">
        <li>
          <ChakraLink asChild color="fg.muted" _hover={{ color: 'fg' }}>
            <Link to={screen.parent}>{i18n._(parent.title)}</Link>
          </ChakraLink>
        </li>
        <HStack as="li" gap="1" aria-current="page">
          <ChevronRight size="1em" aria-hidden />
          <Text as="span">{i18n._(screen.title)}</Text>
        </HStack>
      </HStack>
    </nav>
  );
}
