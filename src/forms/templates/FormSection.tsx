import { Box, Button, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { HelpText } from '../help/HelpText';

interface FormSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Open whatever the user chose, e.g. while a search shows fields inside. */
  forceOpen?: boolean;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A group of fields (an object of the schema) as a collapsible fieldset. Closed sections keep
 * their fields mounted, hidden, so nothing typed is lost and validation still sees them.
 */
export function FormSection({ title, description, forceOpen, defaultOpen = true, children }: FormSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const shown = open || !!forceOpen;
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border" borderRadius="md" px="4" pb={shown ? '2' : '0'} minW="0">
      <Box as="legend" px="1" ms="-1">
        <Button variant="plain" size="sm" px="0" fontWeight="semibold" aria-expanded={shown} aria-controls={bodyId} onClick={() => setOpen(!shown)}>
          {shown ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          {title}
        </Button>
      </Box>
      <Box id={bodyId} display={shown ? 'block' : 'none'} pt="1">
        {typeof description === 'string' && description ? (
          <Box mb="2">
            <HelpText text={description} />
          </Box>
        ) : description ? (
          <Text fontSize="sm" color="fg.muted" mb="3">
            {description}
          </Text>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}
