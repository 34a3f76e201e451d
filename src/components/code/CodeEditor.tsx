import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAppliedTheme } from '../../theme/ColorModeSync';
import { editorTheme, highlighting } from './editor-theme';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The language, its linter and completion: what makes this editor one for ACL rules or SQL. */
  extensions?: Extension;
  /** The id of the visible label; `label` names the editor when there is none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** Lines of height before the editor scrolls. */
  minLines?: number;
  maxLines?: number;
  /** A one-line field (an expression): no line numbers or gutters. */
  compact?: boolean;
}

const LINE_HEIGHT_EM = 1.6;

/** Marks the changes that come from the `value` prop, not from the user. */
const fromOutside = Annotation.define<boolean>();

/**
 * The one code editor (CodeMirror 6). Tab is left to move focus, so keyboard users never get
 * trapped; the editor's own keys (history, search, brackets, completion) work as usual.
 */
export default function CodeEditor(props: CodeEditorProps) {
  const { value, extensions, labelledBy, label, describedBy, invalid, required, readOnly, placeholder, minLines = 8, maxLines = 24, compact } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const reported = useRef(props.value);
  // The callbacks of the last render, read by the editor's listener without remaking the editor.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const dark = useAppliedTheme() === 'dark';
  const [compartments] = useState(() => ({ theme: new Compartment(), language: new Compartment(), access: new Compartment() }));

  const access = (): Extension => {
    // An explicit Tab stop, editable or not: the scroller of long lines counts as reachable by keyboard
    // only through content that says it is focusable.
    const attributes: Record<string, string> = { 'aria-multiline': compact ? 'false' : 'true', tabindex: '0' };
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    else if (label) attributes['aria-label'] = label;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    if (readOnly) attributes['aria-readonly'] = 'true';
    return [
      EditorView.contentAttributes.of(attributes),
      EditorState.readOnly.of(readOnly === true),
      EditorView.editable.of(readOnly !== true),
      placeholder ? placeholderText(placeholder) : [],
    ];
  };

  useEffect(() => {
    const c = compartments;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          compact ? [] : [lineNumbers(), highlightActiveLineGutter()],
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          compact ? [] : highlightActiveLine(),
          highlightSelectionMatches(),
          compact ? [] : lintGutter(),
          highlighting,
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap]),
          EditorView.theme({
            '.cm-content, .cm-gutter': { minHeight: `${minLines * LINE_HEIGHT_EM}em` },
            '.cm-scroller': { maxHeight: `${maxLines * LINE_HEIGHT_EM}em`, overflow: 'auto' },
          }),
          c.theme.of(editorTheme(dark)),
          c.language.of(extensions ?? []),
          c.access.of(access()),
          EditorView.updateListener.of((update) => {
            // Only the user's edits are reported: a value set from outside is already the form's.
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromOutside))) {
              const text = update.state.doc.toString();
              reported.current = text;
              latest.current.onChange(text);
            }
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later changes of its props are dispatched by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.theme.reconfigure(editorTheme(dark)) });
  }, [compartments, dark]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.language.reconfigure(extensions ?? []) });
  }, [compartments, extensions]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.access.reconfigure(access()) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelledBy, label, describedBy, invalid, required, readOnly, placeholder]);

  // A value set from outside (a reset, a loaded draft) replaces the text. A value the editor itself
  // reported is skipped: the form may render it after the user has typed on, and must not undo that.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === reported.current) return;
    reported.current = value;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: fromOutside.of(true) });
  }, [value]);

  // As wide as its field, never its longest line: long lines scroll inside the editor, not the page.
  return <div ref={host} data-invalid={invalid || undefined} style={{ width: '100%', minWidth: 0 }} />;
}
