import { Box, Button, Code, Link, List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Fragment, useId, useMemo, useState } from 'react';
import { parseHelp, parseInline, splitSummary, type HelpBlock, type Inline } from './help-text';

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((run, i) =>
    run.kind === 'code' ? (
      <Code key={i} size="sm" wordBreak="break-word">
        {run.text}
      </Code>
    ) : run.kind === 'link' ? (
      <Link key={i} href={run.href} target="_blank" rel="noreferrer" colorPalette="brand" color="colorPalette.fg" wordBreak="break-all">
        {run.text}
      </Link>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

function Blocks({ blocks }: { blocks: HelpBlock[] }) {
  return blocks.map((block, i) =>
    block.kind === 'paragraph' ? (
      <Text key={i} mt="1.5">
        {block.lines.map((line, j) => (
          <Fragment key={j}>
            {j > 0 ? <br /> : null}
            <Runs runs={line} />
          </Fragment>
        ))}
      </Text>
    ) : (
      <List.Root key={i} as={block.ordered ? 'ol' : 'ul'} ps="5" mt="1.5" gap="0.5">
        {block.items.map((item, j) => (
          <List.Item key={j}>
            <Runs runs={item} />
          </List.Item>
        ))}
      </List.Root>
    ),
  );
}

/**
 * A field's help: the first sentence always, the rest behind "More". The summary carries `id`,
 * which the field's input names in aria-describedby.
 */
export function HelpText({ id, text }: { id?: string; text: string }) {
  const { summary, rest } = useMemo(() => splitSummary(text), [text]);
  const more = useMemo(() => (rest ? parseHelp(rest) : []), [rest]);
  const [open, setOpen] = useState(false);
  const restId = useId();
  return (
    <Box fontSize="xs" color="fg.muted" mt="1" lineHeight="short">
      <Text id={id} display="inline">
        <Runs runs={parseInline(summary)} />
      </Text>
      {more.length ? (
        <>
          {' '}
          <Button variant="plain" size="xs" h="auto" minW="0" p="0" fontSize="xs" colorPalette="brand" color="colorPalette.fg" aria-expanded={open} aria-controls={restId} onClick={() => setOpen(!open)}>
            {open ? <Trans>Less</Trans> : <Trans>More</Trans>}
          </Button>
          <Box id={restId} hidden={!open}>
            {open ? <Blocks blocks={more} /> : null}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
