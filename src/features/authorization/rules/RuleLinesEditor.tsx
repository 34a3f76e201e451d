import { Box, Button, Checkbox, Fieldset, HStack, IconButton, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { TopicField } from './TopicField';
import { ACTION_LABELS, ACTIONS, emptyRule, PERMISSION_LABELS, PERMISSIONS, QOS_LEVELS, RETAIN_LABELS, RETAINS, ruleProblems, type RuleDraft } from './rule-draft';

interface RuleLinesEditorProps {
  lines: RuleDraft[];
  onChange: (lines: RuleDraft[]) => void;
  /** A save was tried: every problem shows, touched or not. */
  showAll: boolean;
  /** At least this many lines stay (a client's or user's rules: one). */
  minLines?: number;
}

/** Rules as lines, checked in order by the broker: add, remove, move, and edit each. */
export function RuleLinesEditor({ lines, onChange, showAll, minLines = 0 }: RuleLinesEditorProps) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const touch = (key: number, field: string) => setTouched((prev) => (prev.has(`${key}:${field}`) ? prev : new Set(prev).add(`${key}:${field}`)));
  const replace = (index: number, next: RuleDraft) => onChange(lines.map((line, i) => (i === index ? next : line)));
  // A moved line's DOM node moves, and the focused button with it out of focus: give it back.
  const list = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ key: number; by: -1 | 1 }>(undefined);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = undefined;
    if (!wanted) return;
    const buttons = list.current?.querySelector(`[data-line-key="${wanted.key}"]`)?.querySelectorAll<HTMLButtonElement>('[data-move]');
    const same = [...(buttons ?? [])].find((b) => b.dataset.move === String(wanted.by) && !b.disabled);
    (same ?? [...(buttons ?? [])].find((b) => !b.disabled))?.focus();
  }, [lines]);
  const move = (index: number, by: -1 | 1) => {
    const next = [...lines];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    refocus.current = { key: lines[index]!.key, by };
    onChange(next);
  };

  return (
    <Stack gap="3" ref={list}>
      {lines.map((line, index) => (
        <RuleLine
          key={line.key}
          line={line}
          index={index}
          count={lines.length}
          removable={lines.length > minLines}
          shown={(field) => showAll || touched.has(`${line.key}:${field}`)}
          onTouch={(field) => touch(line.key, field)}
          onChange={(next) => replace(index, next)}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(lines.filter((_, i) => i !== index))}
        />
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...lines, emptyRule()])}>
          <Plus />
          <Trans>Add rule</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

interface RuleLineProps {
  line: RuleDraft;
  index: number;
  count: number;
  removable: boolean;
  shown: (field: 'topic' | 'qos') => boolean;
  onTouch: (field: 'topic' | 'qos') => void;
  onChange: (next: RuleDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function RuleLine({ line, index, count, removable, shown, onTouch, onChange, onMove, onRemove }: RuleLineProps) {
  const { t, i18n } = useLingui();
  const n = index + 1;
  const problems = ruleProblems(line);
  const error = (field: 'topic' | 'qos') => (shown(field) && problems[field] ? i18n._(problems[field]) : undefined);
  const set = (patch: Partial<RuleDraft>) => onChange({ ...line, ...patch });

  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3" data-line-key={line.key}>
      <HStack justify="space-between">
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Rule {n}</Trans>
        </Fieldset.Legend>
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={t`Move rule ${n} up`} title={t`Move rule ${n} up`} data-move="-1" disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={t`Move rule ${n} down`} title={t`Move rule ${n} down`} data-move="1" disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Remove rule ${n}`} title={t`Remove rule ${n}`} disabled={!removable} onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <SelectField label={t`Permission`} value={line.permission} options={PERMISSIONS.map((p) => [p, i18n._(PERMISSION_LABELS[p])])} onChange={(permission) => set({ permission })} />
        <SelectField label={t`Action`} value={line.action} options={ACTIONS.map((a) => [a, i18n._(ACTION_LABELS[a])])} onChange={(action) => set({ action })} />
        <Box gridColumn={{ sm: 'span 2' }}>
          <TopicField
            value={line.topic}
            onChange={(topic) => {
              set({ topic });
              onTouch('topic');
            }}
            error={error('topic')}
          />
        </Box>
        <QosField
          value={line.qos}
          error={error('qos')}
          onChange={(qos) => {
            set({ qos });
            onTouch('qos');
          }}
        />
        {line.action === 'subscribe' ? null : (
          <SelectField label={t`Retain flag`} value={line.retain} options={RETAINS.map((r) => [r, i18n._(RETAIN_LABELS[r])])} onChange={(retain) => set({ retain })} />
        )}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

function QosField({ value, error, onChange }: { value: number[]; error?: string; onChange: (qos: number[]) => void }) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        <Trans>QoS levels</Trans>
      </Fieldset.Legend>
      <HStack gap="4" minH="8">
        {QOS_LEVELS.map((qos) => (
          <Checkbox.Root key={qos} size="sm" checked={value.includes(qos)} onCheckedChange={(e) => onChange(e.checked === true ? [...value, qos].sort() : value.filter((q) => q !== qos))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>QoS {qos}</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
