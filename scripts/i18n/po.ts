/** Just enough of the PO format to read ids and translations (Lingui writes one line per string). */
export interface PoMessage {
  id: string;
  /** `msgctxt`: the same text meaning something else (Lingui's `context`). */
  context?: string;
  translation: string;
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

export function parsePo(text: string): PoMessage[] {
  const messages: PoMessage[] = [];
  let id: string | undefined;
  let context: string | undefined;
  let field: 'ctxt' | 'id' | 'str' | undefined;
  let str = '';
  const flush = () => {
    if (id) messages.push(context === undefined ? { id, translation: str } : { id, context, translation: str });
    id = undefined;
    context = undefined;
    str = '';
    field = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      flush();
      context = unquote(line);
      field = 'ctxt';
    } else if (line.startsWith('msgid ')) {
      if (field !== 'ctxt') flush();
      id = unquote(line);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'ctxt') context = (context ?? '') + unquote(line);
      else if (field === 'id') id = (id ?? '') + unquote(line);
      else str += unquote(line);
    }
  }
  flush();
  return messages;
}
