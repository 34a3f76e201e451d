import { Heading, HStack, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TruncatedText } from './TruncatedText';

interface PageHeaderProps {
  /** The page's name: the text of its one h1. */
  title: ReactNode;
  /**
   * Beside the heading, outside it: a status badge, a copy button. What sits here is not read as
   * part of the page's name.
   */
  titleAside?: ReactNode;
  /**
   * For a title that is a long value (a client ID): the heading stays on one line, the whole value
   * shows in a tooltip, and a copy button with this name sits beside the heading. Needs a string title.
   */
  copyLabel?: string;
  /** Widest a cut title may grow, leaving room for what is beside it. */
  titleMaxW?: SystemStyleObject['maxW'];
  /**
   * Under the title: what the page shows beside its name, mostly the object's ID when the title is its
   * human name (a TruncatedText, so it can be copied).
   */
  subtitle?: ReactNode;
  /** The screen's actions, at the far end. */
  children?: ReactNode;
}

/** The screen's title (the page's one h1), what belongs beside it, and its actions. */
export function PageHeader({ title, titleAside, copyLabel, titleMaxW = 'full', subtitle, children }: PageHeaderProps) {
  const heading = (
    <Heading as="h1" size="xl">
      {title}
    </Heading>
  );
  return (
    <Stack gap="1" mb="4">
      <HStack justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="0.5" minW="0" maxW="full">
          <HStack gap="3" minW="0" maxW="full">
            {typeof title === 'string' && copyLabel ? (
              <TruncatedText value={title} copyLabel={copyLabel} maxW={titleMaxW} block>
                {heading}
              </TruncatedText>
            ) : (
              heading
            )}
            {titleAside}
          </HStack>
          {subtitle ? (
            <Text as="div" color="fg.muted" fontSize="sm" fontFamily="mono" minW="0">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children ? <HStack gap="2">{children}</HStack> : null}
      </HStack>
    </Stack>
  );
}
