import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { WriteAction } from '../../../../components/WriteAction';
import { OutputDialog, type ActionChoice } from './OutputDialog';
import { splitActionId, type RuleOutput } from './outputs';

interface OutputsSectionProps {
  outputs: readonly RuleOutput[];
  onChange: (outputs: RuleOutput[]) => void;
  actions: readonly ActionChoice[];
  /** Leaves for the bridge screen to create an action; the rule comes back with it. */
  onCreateAction: () => void;
}

/** The rule's outputs in order, each edited or removed, and new ones added. */
export function OutputsSection({ outputs, onChange, actions, onCreateAction }: OutputsSectionProps) {
  const { t } = useLingui();
  // The index edited, 'new' for an added one.
  const [editing, setEditing] = useState<number | 'new'>();

  const describe = (output: RuleOutput): { kind: string; detail: string } => {
    switch (output.kind) {
      case 'console':
        return { kind: t`Console output`, detail: '' };
      case 'republish':
        return { kind: t`Republish`, detail: output.args.topic };
      case 'action': {
        const known = actions.find((a) => a.id === output.id);
        const { type, name } = known ?? splitActionId(output.id);
        return { kind: type ? t`Action: ${type}` : t`Action`, detail: name };
      }
      case 'function':
        return { kind: t`Function`, detail: output.name };
    }
  };

  return (
    <Stack gap="3">
      {outputs.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No outputs: the rule only counts what it matches. Add one to republish the result, print it, or send it to an action.</Trans>
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Outputs`}>
          {outputs.map((output, index) => {
            const { kind, detail } = describe(output);
            const position = index + 1;
            return (
              <Box as="li" key={index} borderWidth="1px" borderRadius="md" px="3" py="2">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <HStack gap="2" minW="0">
                    <Badge variant="subtle">{kind}</Badge>
                    {detail ? (
                      <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
                        {detail}
                      </Text>
                    ) : null}
                  </HStack>
                  <HStack gap="1">
                    {output.kind !== 'function' ? (
                      <WriteAction>
                        <Button size="xs" variant="ghost" aria-label={t`Edit output ${position}`} onClick={() => setEditing(index)}>
                          <Pencil aria-hidden />
                        </Button>
                      </WriteAction>
                    ) : null}
                    <WriteAction>
                      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Remove output ${position}`} onClick={() => onChange(outputs.filter((_, i) => i !== index))}>
                        <Trash2 aria-hidden />
                      </Button>
                    </WriteAction>
                  </HStack>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
      <HStack>
        <WriteAction>
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            <Trans>Add output</Trans>
          </Button>
        </WriteAction>
      </HStack>
      {editing !== undefined ? (
        <OutputDialog
          output={editing === 'new' ? undefined : outputs[editing]}
          actions={actions}
          onCreateAction={onCreateAction}
          onSave={(output) => onChange(editing === 'new' ? [...outputs, output] : outputs.map((o, i) => (i === editing ? output : o)))}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
