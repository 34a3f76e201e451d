import { Box, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The wizard's steps in order, the current one marked for sight and for screen readers. */
export function StepList({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useLingui();
  return (
    <HStack as="ol" gap="6" listStyleType="none" aria-label={t`Steps`} wrap="wrap">
      {steps.map((title, index) => (
        <HStack as="li" key={title} gap="2" aria-current={index === current ? 'step' : undefined} color={index === current ? 'fg' : 'fg.muted'} fontWeight={index === current ? 'semibold' : 'normal'}>
          <Box
            as="span"
            borderWidth="1px"
            borderRadius="full"
            w="6"
            h="6"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            fontSize="sm"
            colorPalette="brand"
            borderColor={index <= current ? 'colorPalette.solid' : 'border'}
          >
            {index + 1}
          </Box>
          <Text as="span">{title}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
