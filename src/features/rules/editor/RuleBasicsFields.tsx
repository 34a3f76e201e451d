import { Box, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RuleDraft } from './rule-draft';
import { ruleIdError } from './rule-id';
import { ToggleSwitch } from '../../../components/ToggleSwitch';

interface RuleBasicsFieldsProps {
  draft: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  /** A new rule: its id can be chosen. */
  creating: boolean;
  /** A save was tried: every problem shows. */
  tried: boolean;
  /** A viewer reads the rule: nothing can be changed. */
  readOnly?: boolean;
}

/** The rule's id (chosen once, at creation), its note and whether it runs. */
export function RuleBasicsFields({ draft, onChange, creating, tried, readOnly }: RuleBasicsFieldsProps) {
  const { t, i18n } = useLingui();
  const idError = ruleIdError(draft.id);
  const showIdError = idError && (tried || draft.id !== '');
  return (
    <SimpleGrid columns={{ base: 1, md: creating ? 3 : 2 }} gap="4" alignItems="start">
      {creating ? (
        <Field.Root invalid={!!showIdError}>
          <Field.Label>
            <Trans>Rule ID</Trans>
          </Field.Label>
          <Input size="sm" autoComplete="off" readOnly={readOnly} value={draft.id} onChange={(e) => onChange({ ...draft, id: e.target.value })} />
          {showIdError ? <Field.ErrorText>{i18n._(idError)}</Field.ErrorText> : <Field.HelperText>{t`Empty: the broker makes one up.`}</Field.HelperText>}
        </Field.Root>
      ) : null}
      <Field.Root>
        <Field.Label>
          <Trans>Description</Trans>
        </Field.Label>
        <Input size="sm" readOnly={readOnly} value={draft.description} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
      </Field.Root>
      <Box pt={{ base: 0, md: 7 }}>
        <ToggleSwitch label={<Trans>Enabled</Trans>} checked={draft.enable} disabled={readOnly} onChange={(checked) => onChange({ ...draft, enable: checked })} />
      </Box>
    </SimpleGrid>
  );
}
