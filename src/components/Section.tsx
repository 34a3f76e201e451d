import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** A bordered panel, for sections that sit side by side or stack as cards. */
  framed?: boolean;
  children: ReactNode;
}

/** A titled part of a screen: a region named by its h2. */
export function Section({ id, title, framed, children }: SectionProps) {
  return (
    <Box as="section" aria-labelledby={id} {...(framed ? { borderWidth: '1px', borderRadius: 'md', p: '4', bg: 'bg.panel' } : {})}>
      <Heading as="h2" id={id} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
