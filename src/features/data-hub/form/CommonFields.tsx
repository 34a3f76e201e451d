import { HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { LOG_LEVELS, type FailureActionId, type HubDraft, type LogLevel } from './hub-draft';

interface CommonFieldsProps {
  draft: HubDraft;
  onChange: (draft: HubDraft) => void;
  isNew: boolean;
  errorOf: (key: string) => string | undefined;
}

/** What validations and transformations share: name, description, topics, what a failure does and how it is logged. */
export function CommonFields({ draft, onChange, isNew, errorOf }: CommonFieldsProps) {
  const { t } = useLingui();
  const validation = draft.kind === 'validation';
  return (
    <Stack gap="4">
      {isNew ? (
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          value={draft.name}
          onChange={(name) => onChange({ ...draft, name })}
          error={errorOf('name')}
          help={t`Starts with a letter or a digit; letters, digits, underscores (_) and hyphens (-).`}
        />
      ) : null}
      <TextField label={t`Description`} value={draft.description} onChange={(description) => onChange({ ...draft, description })} />
      <TextField
        label={t`Topics`}
        required
        multiline
        monospace
        value={draft.topics}
        onChange={(topics) => onChange({ ...draft, topics })}
        error={errorOf('topics')}
        help={validation ? t`One topic filter a line: messages published on a matching topic are checked.` : t`One topic filter a line: messages published on a matching topic are transformed.`}
      />
      <HStack gap="4" align="start" wrap="wrap">
        {validation ? (
          <SelectField<HubDraft['strategy']>
            label={t`Strategy`}
            value={draft.strategy}
            minW="3xs"
            options={[
              ['all_pass', t`All checks pass`],
              ['any_pass', t`Any check passes`],
            ]}
            onChange={(strategy) => onChange({ ...draft, strategy })}
          />
        ) : null}
        <SelectField<FailureActionId>
          label={t`On failure`}
          value={draft.failureAction}
          minW="3xs"
          options={[
            ['drop', t`Drop the message`],
            ['disconnect', t`Drop and disconnect`],
            ['ignore', t`Only log`],
          ]}
          onChange={(failureAction) => onChange({ ...draft, failureAction })}
        />
        <SelectField<LogLevel>
          label={t`Log failures at`}
          value={draft.logLevel}
          minW="3xs"
          options={LOG_LEVELS.map((level): [LogLevel, string] => [level, level === 'none' ? t`Do not log` : level])}
          onChange={(logLevel) => onChange({ ...draft, logLevel })}
        />
      </HStack>
    </Stack>
  );
}
