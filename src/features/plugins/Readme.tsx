import { Box, Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { parseMarkdown, type Inline } from './markdown';

function Runs({ content }: { content: Inline[] }) {
  return content.map((run, i) => {
    switch (run.kind) {
      case 'code':
        return <Code key={i}>{run.text}</Code>;
      case 'strong':
        return (
          <Text as="strong" key={i} fontWeight="semibold">
            {run.text}
          </Text>
        );
      case 'link':
        return (
          <Link key={i} href={run.href} target="_blank" rel="noopener noreferrer" color="fg.link">
            {run.text}
          </Link>
        );
      default:
        return <Fragment key={i}>{run.text}</Fragment>;
    }
  });
}

/**
 * A plugin's README drawn from Markdown as plain elements (no HTML from the package ever reaches
 * the page). Its headings sit below the section's h2.
 */
export function Readme({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap="3" maxW="3xl">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Heading key={i} as={(['h3', 'h4', 'h5'] as const)[block.level - 1]} size={(['lg', 'md', 'sm'] as const)[block.level - 1]}>
                <Runs content={block.content} />
              </Heading>
            );
          case 'list':
            return (
              <List.Root key={i} as={block.ordered ? 'ol' : 'ul'} ps="5">
                {block.items.map((item, j) => (
                  <List.Item key={j}>
                    <Runs content={item} />
                  </List.Item>
                ))}
              </List.Root>
            );
          case 'code':
            return (
              <Box key={i} as="pre" p="3" borderRadius="md" bg="bg.muted" overflowX="auto" fontSize="sm" fontFamily="mono">
                <code>{block.text}</code>
              </Box>
            );
          default:
            return (
              <Text key={i}>
                <Runs content={block.content} />
              </Text>
            );
        }
      })}
    </Stack>
  );
}
