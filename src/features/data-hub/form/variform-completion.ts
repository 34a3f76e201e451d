/**
 * Completion for a transformation's expression: the message's variables (`payload.`, `user_property.`
 * and the rest of what the broker puts in the context) and the 5.8.1 functions with their signatures.
 * Kept free of CodeMirror's view so it is tested in node.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { VARIFORM_FUNCTIONS, VARIFORM_VARIABLES } from '../../../domain/variform/functions';

/** Variables that hold maps: the completion offers them with their dot, ready for a field. */
const MAPS = new Set(['payload', 'user_property', 'pub_props', 'client_attrs', 'flags', 'peername']);

const OPTIONS = [
  ...VARIFORM_VARIABLES.map((name) => ({ label: MAPS.has(name) ? `${name}.` : name, type: 'variable', boost: name === 'payload' ? 2 : 1 })),
  ...VARIFORM_FUNCTIONS.map((f) => ({ label: f.name, type: 'function', detail: f.signature, apply: `${f.name}(` })),
];

export function variformCompletion(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/[a-zA-Z_][\w.]*/);
  // Inside a quoted string nothing is a name.
  const before = context.state.doc.sliceString(0, context.pos);
  if ((before.match(/(?<!\\)['"]/g) ?? []).length % 2 === 1) return null;
  if (!word && !context.explicit) return null;
  // After a map's dot the field is the user's to name: nothing to offer but what was typed.
  if (word && /\.\w*$/.test(word.text) && MAPS.has(word.text.split('.')[0] ?? '')) return null;
  return { from: word ? word.from : context.pos, options: OPTIONS, validFor: /^[\w]*$/ };
}
