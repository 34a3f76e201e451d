import { applyPosition, dropPosition, moveItem, steps } from './positions';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('dropPosition', () => {
  it('says front and rear for the ends', () => {
    expect(dropPosition(order, 'c', 0)).toBe('front');
    expect(dropPosition(order, 'c', 4)).toBe('rear');
    expect(dropPosition(order, 'a', 4)).toBe('rear');
    expect(dropPosition(order, 'e', 0)).toBe('front');
  });

  it('names the row passed: before it moving up, after it moving down', () => {
    expect(dropPosition(order, 'd', 1)).toBe('before:b');
    expect(dropPosition(order, 'd', 2)).toBe('before:c');
    expect(dropPosition(order, 'b', 2)).toBe('after:c');
    expect(dropPosition(order, 'a', 3)).toBe('after:d');
  });

  it('is undefined when nothing changes or the row is unknown', () => {
    expect(dropPosition(order, 'c', 2)).toBeUndefined();
    expect(dropPosition(order, 'x', 0)).toBeUndefined();
    expect(dropPosition(['a'], 'a', 0)).toBeUndefined();
    expect(dropPosition([], 'a', 0)).toBeUndefined();
  });

  it('clamps a target beyond the list to its ends', () => {
    expect(dropPosition(order, 'c', -3)).toBe('front');
    expect(dropPosition(order, 'c', 99)).toBe('rear');
    expect(dropPosition(order, 'e', 99)).toBeUndefined();
  });

  it('keeps IDs with colons whole', () => {
    const chain = ['password_based:mysql', 'jwt', 'scram:built_in_database'];
    expect(dropPosition(chain, 'password_based:mysql', 1)).toBe('after:jwt');
    expect(dropPosition(chain, 'jwt', 1)).toBeUndefined();
    expect(dropPosition([...chain, 'gcp_device'], 'gcp_device', 1)).toBe('before:jwt');
  });

  it('gives the order the broker makes of it', () => {
    // The broker's rule (as the sandbox models it): take the row out, then place it by the position.
    const apply = (list: string[], id: string, position: string) => {
      const rest = list.filter((x) => x !== id);
      if (position === 'front') return [id, ...rest];
      if (position === 'rear') return [...rest, id];
      const [where, other] = [position.slice(0, position.indexOf(':')), position.slice(position.indexOf(':') + 1)];
      const at = rest.indexOf(other) + (where === 'after' ? 1 : 0);
      return [...rest.slice(0, at), id, ...rest.slice(at)];
    };
    for (const id of order) {
      for (let target = 0; target < order.length; target++) {
        const position = dropPosition(order, id, target);
        const expected = moveItem(order, (x) => x, id, target);
        expect(position ? apply(order, id, position) : order).toEqual(expected);
      }
    }
  });
});

describe('moveItem', () => {
  it('takes the item out and puts it back at the target', () => {
    const rows = order.map((id) => ({ id }));
    expect(moveItem(rows, (r) => r.id, 'a', 2).map((r) => r.id)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(moveItem(rows, (r) => r.id, 'e', 0).map((r) => r.id)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(moveItem(rows, (r) => r.id, 'x', 0)).toEqual(rows);
  });
});

describe('steps', () => {
  const chain = ['password_based:mysql', 'jwt', 'scram:built_in_database'];

  it('offers only down and rear to the first, only front and up to the last', () => {
    expect(steps(chain, 'password_based:mysql').map((m) => m.kind)).toEqual(['down', 'rear']);
    expect(steps(chain, 'scram:built_in_database').map((m) => m.kind)).toEqual(['front', 'up']);
  });

  it('moves one step past the neighbour, or to an end', () => {
    expect(steps(order, 'c')).toEqual([
      { kind: 'front', target: 0, position: 'front' },
      { kind: 'up', target: 1, position: 'before:b' },
      { kind: 'down', target: 3, position: 'after:d' },
      { kind: 'rear', target: 4, position: 'rear' },
    ]);
    // Next to an end, one step is the end itself.
    expect(steps(chain, 'jwt').map((m) => m.position)).toEqual(['front', 'front', 'rear', 'rear']);
    expect(steps(['jwt'], 'jwt')).toEqual([]);
    expect(steps(chain, 'unknown')).toEqual([]);
  });
});

describe('applyPosition', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('takes each of the broker positions, and any move the buttons or the drag make', () => {
    expect(applyPosition(order, 'c', 'front')).toEqual(['c', 'a', 'b', 'd']);
    expect(applyPosition(order, 'b', 'rear')).toEqual(['a', 'c', 'd', 'b']);
    expect(applyPosition(order, 'd', 'before:b')).toEqual(['a', 'd', 'b', 'c']);
    expect(applyPosition(order, 'a', 'after:c')).toEqual(['b', 'c', 'a', 'd']);
    for (const id of order)
      for (let target = 0; target < order.length; target++) {
        const position = dropPosition(order, id, target);
        if (position) expect(applyPosition(order, id, position).indexOf(id)).toBe(target);
      }
  });

  it('changes nothing for an unknown row or neighbour', () => {
    expect(applyPosition(order, 'x', 'front')).toEqual(order);
    expect(applyPosition(order, 'a', 'before:x')).toEqual(order);
  });
});
