import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { variformCompletion } from './variform-completion';

const complete = (doc: string, explicit = false) => variformCompletion(new CompletionContext(EditorState.create({ doc }), doc.length, explicit));
const labels = (doc: string, explicit = false) => complete(doc, explicit)?.options.map((o) => o.label) ?? [];

describe('completion of a transformation’s expression', () => {
  it('offers the message’s variables and the broker’s functions with their signatures', () => {
    const result = complete('conc');
    expect(result?.from).toBe(0);
    const concat = result?.options.find((o) => o.label === 'concat');
    expect(concat).toMatchObject({ type: 'function', detail: 'concat([a, b, …])', apply: 'concat(' });
    expect(labels('pay')).toContain('payload.');
    expect(labels('upper(cl')).toContain('clientid');
    expect(complete('upper(cl')?.from).toBe(6);
  });

  it('offers nothing inside a string or after a map’s dot, and everything when asked with nothing typed', () => {
    expect(complete("concat(['pay")).toBeNull();
    expect(complete('payload.te')).toBeNull();
    expect(complete('upper(')).toBeNull();
    expect(labels('upper(', true)).toContain('user_property.');
  });
});
