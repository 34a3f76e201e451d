/** Just enough of the PO format to read ids and translations (Lingui writes one line per string). */
export interface PoMessage {
  id: string;
  translation: string;
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

export function parsePo(text: string): PoMessage[] {
  const messages: PoMessage[] = [];
  let id: string | undefined;
  let field: 'id' | 'str' | undefined;
  let str = '';
  const flush = () => {
    if (id) messages.push({ id, translation: str });
    id = undefined;
    str = '';
    field = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id = (id ?? '') + unquote(line);
      else str += unquote(line);
    }
  }
  flush();
  return messages;
}
