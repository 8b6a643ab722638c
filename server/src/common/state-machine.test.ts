import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { StateMachine } from './state-machine';

type Door = 'open' | 'closed' | 'locked';
type DoorMove = 'close' | 'open' | 'lock' | 'unlock' | 'paint';

const door = new StateMachine<Door, DoorMove, 'owner' | 'guest', { hasKey: boolean }>({
  name: 'door',
  moves: {
    close: { from: ['open'], to: 'closed' },
    open: { from: ['closed'], to: 'open' },
    lock: { from: ['closed'], to: 'locked', by: ['owner'] },
    unlock: { from: ['locked'], to: 'closed', by: ['owner'], guard: (subject) => (subject.hasKey ? null : 'The key is missing.') },
    paint: { from: ['open', 'closed'], to: null },
  },
  refusal: (state, move) => `A door that is ${state} cannot ${move}.`,
  wrongActor: 'Only the owner can do that.',
});

const thrown = (work: () => unknown): AppError => {
  try {
    work();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('nothing thrown');
};

describe('a state machine declared as one table', () => {
  it('returns where a legal move goes, or null when the caller decides', () => {
    expect(door.target('open', 'close')).toBe('closed');
    expect(door.move('closed', 'lock', { actor: 'owner' })).toBe('locked');
    expect(door.move('open', 'paint')).toBeNull();
    expect(() => door.target('open', 'paint')).toThrow('door: the move paint has no fixed target');
  });

  it('refuses an illegal move with the one error: BAD_USER_INPUT, ILLEGAL_TRANSITION, machine, state and move named', () => {
    const error = thrown(() => door.move('locked', 'open'));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('A door that is locked cannot open.');
    expect(error.details).toEqual({ reason: 'ILLEGAL_TRANSITION', machine: 'door', state: 'LOCKED', move: 'OPEN' });
  });

  it('refuses the wrong person with FORBIDDEN before looking at the state', () => {
    const error = thrown(() => door.move('open', 'lock', { actor: 'guest' }));
    expect([error.code, error.message, error.details]).toEqual(['FORBIDDEN', 'Only the owner can do that.', { reason: 'WRONG_ACTOR', machine: 'door', move: 'LOCK' }]);
  });

  it('applies a guard on the subject, in its own words', () => {
    expect(door.target('locked', 'unlock', { actor: 'owner', subject: { hasKey: true } })).toBe('closed');
    const error = thrown(() => door.move('locked', 'unlock', { actor: 'owner', subject: { hasKey: false } }));
    expect([error.code, error.message]).toEqual(['BAD_USER_INPUT', 'The key is missing.']);
  });

  it('lists the moves open from a state, for an actor and a subject, in the table order', () => {
    expect(door.movesFrom('closed')).toEqual(['open', 'lock', 'paint']);
    expect(door.movesFrom('closed', 'guest')).toEqual(['open', 'paint']);
    expect(door.movesFrom('locked', 'owner', { hasKey: false })).toEqual([]);
    expect(door.can('locked', 'unlock', 'owner', { hasKey: true })).toBe(true);
  });
});
