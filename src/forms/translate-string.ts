import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

/** RJSF's own words (buttons, item titles, type selector) in the user's language. */
/** `locale` names the language the words are read in: a new one means new words. */
export function rjsfTranslator(i18n: I18n, _locale: string) {
  const words: Partial<Record<TranslatableString, string>> = {
    [TranslatableString.ArrayItemTitle]: i18n._(msg`Item`),
    [TranslatableString.AddButton]: i18n._(msg`Add`),
    [TranslatableString.AddItemButton]: i18n._(msg`Add`),
    [TranslatableString.CopyButton]: i18n._(msg`Copy`),
    [TranslatableString.MoveDownButton]: i18n._(msg`Move down`),
    [TranslatableString.MoveUpButton]: i18n._(msg`Move up`),
    [TranslatableString.RemoveButton]: i18n._(msg`Remove`),
    [TranslatableString.ClearButton]: i18n._(msg`Clear`),
    [TranslatableString.Type]: i18n._(msg`Type`),
    [TranslatableString.Value]: i18n._(msg`Value`),
    // Only for a variant nothing names (localizeSchema names every variant of the broker's schemas).
    [TranslatableString.OptionPrefix]: i18n._(msg`Variant %1`),
    [TranslatableString.TitleOptionPrefix]: i18n._(msg`%1 #%2`),
    // A deprecated field is shown only while it holds a value (FieldTemplate), marked so once.
    [TranslatableString.DeprecatedLabel]: i18n._(msg`%1 (deprecated)`),
    [TranslatableString.KeyLabel]: i18n._(msg`%1 key`),
    [TranslatableString.NewStringDefault]: '',
  };
  return (key: TranslatableString, params?: string[]) => replaceStringParameters(words[key] ?? key, params);
}
