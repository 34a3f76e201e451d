import { expect, it } from 'vitest';
import { toCsv } from './csv';

it('quotes what needs quoting and defuses spreadsheet formulas', () => {
  expect(toCsv(['clientid', 'note'], [['a/b c#1', 'say "hi", ok'], ['=cmd()', null], ['line\nbreak', 3]])).toBe(
    'clientid,note\r\na/b c#1,"say ""hi"", ok"\r\n\'=cmd(),\r\n"line\nbreak",3',
  );
});
