import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * Chakra's semantic tokens as CSS variables: they follow the colour mode on <html> by themselves.
 * Named as Chakra names them: dots and capitals become dashes (`brand.focusRing` → `brand-focus-ring`).
 */
export const token = (path: string) => `var(--chakra-colors-${path.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`;

/**
 * The editor in the console's colours. `dark` only tells CodeMirror which of its own defaults to
 * start from; every colour that matters is a token, so light and dark keep the console's contrast.
 */
export function editorTheme(dark: boolean) {
  return EditorView.theme(
    {
      '&': {
        color: token('fg'),
        backgroundColor: token('bg'),
        border: `1px solid ${token('border')}`,
        borderRadius: 'var(--chakra-radii-l2)',
        fontSize: 'var(--chakra-font-sizes-sm)',
      },
      '&.cm-focused': { outline: `2px solid ${token('brand.focusRing')}`, outlineOffset: '1px' },
      '.cm-content': { fontFamily: 'var(--chakra-fonts-mono)', caretColor: token('fg') },
      '.cm-scroller': { fontFamily: 'var(--chakra-fonts-mono)', lineHeight: '1.6' },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: token('fg') },
      // CodeMirror's own grey is too faint on white (3.5:1).
      '.cm-placeholder': { color: token('fg.muted') },
      '.cm-gutters': { backgroundColor: token('bg.subtle'), color: token('fg.muted'), borderRight: `1px solid ${token('border')}` },
      '.cm-activeLine': { backgroundColor: token('bg.subtle') },
      '.cm-activeLineGutter': { backgroundColor: token('bg.muted'), color: token('fg') },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection': {
        backgroundColor: token('brand.muted'),
      },
      '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': { backgroundColor: token('brand.subtle'), outline: `1px solid ${token('brand.fg')}` },
      '.cm-panels': { backgroundColor: token('bg.subtle'), color: token('fg') },
      '.cm-tooltip': { backgroundColor: token('bg.panel'), color: token('fg'), border: `1px solid ${token('border')}` },
      '.cm-diagnostic-error': { borderLeftColor: token('fg.error') },
      '.cm-lintRange-error': { textDecoration: `underline wavy ${token('fg.error')}`, backgroundImage: 'none' },
    },
    { dark },
  );
}

/** Token colours: each palette's `fg` shade keeps 4.5:1 on the editor's background in both modes. */
export const highlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: [tags.keyword, tags.operatorKeyword], color: token('brand.fg'), fontWeight: '600' },
    { tag: [tags.atom, tags.bool, tags.null], color: token('purple.fg') },
    { tag: [tags.string, tags.special(tags.string)], color: token('green.fg') },
    { tag: [tags.number], color: token('orange.fg') },
    { tag: [tags.variableName, tags.propertyName], color: token('blue.fg') },
    { tag: [tags.function(tags.variableName)], color: token('teal.fg') },
    { tag: [tags.comment, tags.lineComment, tags.blockComment], color: token('fg.muted'), fontStyle: 'italic' },
    { tag: tags.invalid, color: token('fg.error') },
  ]),
);
