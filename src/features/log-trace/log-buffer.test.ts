import { allLines, appendPage, EMPTY_LOG, matchingLines, MAX_LOADED_BYTES, splitMatches } from './log-buffer';

describe('loaded log', () => {
  it('joins a line a page cut in two, and reads on from the position answered', () => {
    let log = appendPage(EMPTY_LOG, 'one\ntw', 6, 6);
    expect(log).toMatchObject({ lines: ['one'], partial: 'tw', position: 6, loaded: 6, moreNow: true });
    expect(allLines(log)).toEqual(['one', 'tw']);
    log = appendPage(log, 'o\nthree\n', 14, 6);
    expect(log).toMatchObject({ lines: ['one', 'two', 'three'], partial: '', position: 14, moreNow: true });
    // An empty page at the end: nothing more for now.
    log = appendPage(log, '', 14, 6);
    expect(log).toMatchObject({ lines: ['one', 'two', 'three'], position: 14, moreNow: false });
  });

  it('counts bytes, not characters, when the answer has no position', () => {
    const log = appendPage(EMPTY_LOG, '温度\n', 0, 1000);
    expect(log).toMatchObject({ position: 7, loaded: 7, moreNow: false });
  });

  it('stops past the size limit', () => {
    const big = appendPage(EMPTY_LOG, 'x\n', MAX_LOADED_BYTES - 1);
    expect(big.tooLong).toBe(false);
    expect(appendPage(big, 'y\n', MAX_LOADED_BYTES + 1).tooLong).toBe(true);
  });

  it('finds and marks what matches a search, whatever the case', () => {
    const lines = ['PUBLISH to t/1', 'PINGREQ', 'publish_to, topic: t/2'];
    expect(matchingLines(lines, 'publish')).toEqual([0, 2]);
    expect(matchingLines(lines, '  ')).toEqual([0, 1, 2]);
    expect(splitMatches('a Pub b pub', 'pub')).toEqual([
      { text: 'a ', match: false },
      { text: 'Pub', match: true },
      { text: ' b ', match: false },
      { text: 'pub', match: true },
    ]);
    expect(splitMatches('nothing', '')).toEqual([{ text: 'nothing', match: false }]);
  });
});
