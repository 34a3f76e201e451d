/**
 * The schema editor's language, loaded with the editor: JSON highlighting for JSON and Avro schemas,
 * Protobuf's for `.proto` files, and the source's problems marked where they are as the user types.
 */
import { StreamLanguage } from '@codemirror/language';
import { json } from '@codemirror/legacy-modes/mode/javascript';
import { protobuf } from '@codemirror/legacy-modes/mode/protobuf';
import { linter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { i18n } from '@lingui/core';
import { tags } from '@lezer/highlight';
import { problemMessage } from '../model/problem-messages';
import type { SchemaType } from '../model/source-problem';
import { sourceProblems } from '../schema-form';

export interface SchemaEditorOptions {
  type: SchemaType;
}

// The JSON mode names keys `property`, a style CodeMirror's stream languages do not know by themselves.
const JSON_LANGUAGE = StreamLanguage.define({ ...json, tokenTable: { property: tags.propertyName } });
const PROTOBUF_LANGUAGE = StreamLanguage.define(protobuf);

export function schemaExtensions({ type }: SchemaEditorOptions): Extension {
  return [
    type === 'protobuf' ? PROTOBUF_LANGUAGE : JSON_LANGUAGE,
    linter(
      (view) =>
        sourceProblems({ type, source: view.state.doc.toString() }).map((p) => ({
          from: p.from,
          to: Math.max(p.from, p.to),
          severity: 'error' as const,
          message: i18n._(problemMessage(p)),
        })),
      { delay: 300 },
    ),
  ];
}
