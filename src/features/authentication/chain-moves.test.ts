import { chainMoves } from './chain-moves';

describe('chainMoves', () => {
  const order = ['password_based:mysql', 'jwt', 'scram:built_in_database'];

  it('offers only down and rear to the first, only front and up to the last', () => {
    expect(chainMoves(order, 'password_based:mysql').map((m) => m.kind)).toEqual(['down', 'rear']);
    expect(chainMoves(order, 'scram:built_in_database').map((m) => m.kind)).toEqual(['front', 'up']);
  });

  it('moves one step as before the one above or after the one below', () => {
    expect(chainMoves(order, 'jwt')).toEqual([
      { kind: 'front', position: 'front' },
      { kind: 'up', position: 'before:password_based:mysql' },
      { kind: 'down', position: 'after:scram:built_in_database' },
      { kind: 'rear', position: 'rear' },
    ]);
    expect(chainMoves(['jwt'], 'jwt')).toEqual([]);
    expect(chainMoves(order, 'unknown')).toEqual([]);
  });
});
