/**
 * Placeholders of the broker's templates (`${username}`): inserting one where the cursor is. A
 * placeholder with a part to fill in (`${client_attrs.NAME}`) leaves that part selected, so typing
 * replaces it.
 */
export interface Inserted {
  text: string;
  /** The selection after the insertion: the part to fill in, or a caret after the placeholder. */
  selection: [number, number];
}

const FILL_IN = 'NAME';

export function insertPlaceholder(text: string, selectionStart: number | null | undefined, selectionEnd: number | null | undefined, placeholder: string): Inserted {
  const start = Math.min(selectionStart ?? text.length, text.length);
  const end = Math.max(start, Math.min(selectionEnd ?? start, text.length));
  const next = text.slice(0, start) + placeholder + text.slice(end);
  const hole = placeholder.indexOf(FILL_IN);
  const after = start + placeholder.length;
  return { text: next, selection: hole >= 0 ? [start + hole, start + hole + FILL_IN.length] : [after, after] };
}
