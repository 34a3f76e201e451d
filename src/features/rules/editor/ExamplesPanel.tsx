import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InfoDialog } from '../../../components/InfoDialog';
import { SQL_EXAMPLES, type SqlExample } from './sql-examples';

interface ExamplesPanelProps {
  /** The SQL now in the editor: replacing text asks first. */
  sql: string;
  onInsert: (sql: string) => void;
  onClose: () => void;
}

/** Statements to start from; one goes into the editor on request. */
export function ExamplesPanel({ sql, onInsert, onClose }: ExamplesPanelProps) {
  const { t, i18n } = useLingui();
  const [replacing, setReplacing] = useState<SqlExample>();
  const insert = (example: SqlExample) => {
    onInsert(example.sql);
    onClose();
  };
  return (
    <>
      <InfoDialog open title={t`SQL examples`} size="lg" onClose={() => !replacing && onClose()}>
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t`SQL examples`}>
          {SQL_EXAMPLES.map((example) => {
            const title = i18n._(example.title);
            return (
              <Box as="li" key={example.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" align="start" gap="3">
                  <Box>
                    <Text fontWeight="medium">{title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {i18n._(example.description)}
                    </Text>
                  </Box>
                  <Button size="xs" variant="outline" aria-label={t`Use the example ${title}`} onClick={() => (sql.trim() ? setReplacing(example) : insert(example))}>
                    <Trans>Use</Trans>
                  </Button>
                </HStack>
                <Box as="pre" role="region" mt="2" p="2" fontFamily="mono" fontSize="xs" bg="bg.subtle" borderRadius="sm" overflow="auto" tabIndex={0} aria-label={t`SQL of ${title}`}>
                  {example.sql}
                </Box>
              </Box>
            );
          })}
        </Stack>
      </InfoDialog>
      <ConfirmDialog
        open={replacing !== undefined}
        title={<Trans>Replace the SQL?</Trans>}
        confirmLabel={<Trans>Replace</Trans>}
        onConfirm={() => {
          if (replacing) insert(replacing);
          setReplacing(undefined);
        }}
        onCancel={() => setReplacing(undefined)}
      >
        <Trans>The SQL in the editor is replaced by the example.</Trans>
      </ConfirmDialog>
    </>
  );
}
