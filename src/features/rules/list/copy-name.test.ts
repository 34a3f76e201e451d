import { describe, expect, it } from 'vitest';
import { duplicateId } from './copy-name';

describe('duplicateId', () => {
  it.each([
    ['rule_1', [], 'rule_1_duplication'],
    ['rule_1', ['rule_1'], 'rule_1_duplication'],
    ['rule_1', ['rule_1_duplication'], 'rule_1_duplication_1'],
    ['rule_1', ['rule_1_duplication', 'rule_1_duplication_1'], 'rule_1_duplication_2'],
    // A gap is filled: the first free suffix wins.
    ['rule_1', ['rule_1_duplication', 'rule_1_duplication_2'], 'rule_1_duplication_1'],
    // Ids that merely contain the name (what a substring search also returns) do not count.
    ['a', ['ba_duplication', 'a_duplication_x'], 'a_duplication'],
    // A copy of a copy keeps growing the name, as the spec's rule reads.
    ['r_duplication', ['r_duplication_duplication'], 'r_duplication_duplication_1'],
  ])('%s with %j taken → %s', (id, taken, expected) => {
    expect(duplicateId(id, taken)).toBe(expected);
  });
});
