import { i18n } from '@lingui/core';
import { StreamLanguage } from '@codemirror/language';
import { erlang } from '@codemirror/legacy-modes/mode/erlang';
import { linter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { checkAcl } from './acl-check';

/** Erlang highlighting, and the file's problems marked at their place as the user types. */
export const aclExtensions = (): Extension => [
  StreamLanguage.define(erlang),
  linter((view) => checkAcl(view.state.doc.toString()).map((p) => ({ from: p.from, to: p.to, severity: 'error' as const, message: i18n._(p.message) })), { delay: 300 }),
];
