import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { type EffectHandlers, notDeclaredHere, StateMachine, withEffects } from './state-machine';

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

type Chore = 'ring' | 'log' | 'notify';

const bell = new StateMachine<Door, 'open' | 'close' | 'lock', 'owner' | 'guest', unknown, Chore>({
  name: 'bell',
  moves: {
    open: { from: ['closed'], to: 'open', effects: ['ring', 'log'] },
    close: { from: ['open'], to: 'closed' },
    lock: { from: ['closed'], to: 'locked', by: ['owner'], effects: ['log', 'notify', 'ring'] },
  },
  refusal: (state, move) => `A door that is ${state} cannot ${move}.`,
});

/** Handlers that write down what ran, and what they were told, in order. */
function recording() {
  const ran: string[] = [];
  const handlers: EffectHandlers<Chore, Door, 'open' | 'close' | 'lock'> = {
    ring: (step) => void ran.push(`ring ${step.from}→${step.to}`),
    log: async (step) => {
      await Promise.resolve();
      ran.push(`log ${step.move}`);
    },
    notify: () => void ran.push('notify'),
  };
  return { ran, handlers };
}

describe('the side effects declared in a table', () => {
  it('runs exactly the move’s declared effects, in the table’s order, after entering the new state, and returns the target', async () => {
    const { ran, handlers } = recording();
    const entered: Door[] = [];
    const to = await bell.perform('closed', 'lock', { ...handlers, ring: (step) => void ran.push(`ring after ${entered.join()} ${step.to}`) }, { actor: 'owner', enter: (state) => entered.push(state) });
    expect(to).toBe('locked');
    expect(ran).toEqual(['log lock', 'notify', 'ring after locked locked']);
    const opened = recording();
    expect(await bell.perform('closed', 'open', opened.handlers)).toBe('open');
    expect(opened.ran).toEqual(['ring closed→open', 'log open']);
  });

  it('runs nothing for a move without effects', async () => {
    const { ran, handlers } = recording();
    expect(await bell.perform('open', 'close', handlers)).toBe('closed');
    expect(ran).toEqual([]);
    expect(bell.effectsOf('close')).toEqual([]);
  });

  it('runs no effect and enters nothing when the move is illegal or made by the wrong person', async () => {
    const { ran, handlers } = recording();
    const enter = vi.fn();
    await expect(bell.perform('open', 'lock', handlers, { actor: 'owner', enter })).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'ILLEGAL_TRANSITION', machine: 'bell', state: 'OPEN', move: 'LOCK' } });
    await expect(bell.perform('closed', 'lock', handlers, { actor: 'guest', enter })).rejects.toMatchObject({ code: 'FORBIDDEN', details: { reason: 'WRONG_ACTOR' } });
    expect(ran).toEqual([]);
    expect(enter).not.toHaveBeenCalled();
  });

  it('stops at the first effect that fails: the later ones do not run', async () => {
    const { ran, handlers } = recording();
    const failing = { ...handlers, notify: () => Promise.reject(new Error('mail down')) };
    await expect(bell.perform('closed', 'lock', failing, { actor: 'owner' })).rejects.toThrow('mail down');
    expect(ran).toEqual(['log lock']);
  });

  it('enters the current state when the move has no fixed target (the service decides)', async () => {
    const entered: Door[] = [];
    expect(await door.perform('open', 'paint', {}, { enter: (state) => entered.push(state) })).toBeNull();
    expect(entered).toEqual(['open']);
  });

  it('refuses loudly an effect that is not the caller’s', () => {
    const handlers = notDeclaredHere<Chore>('bell', 'the guest', ['notify']);
    expect(() => handlers.notify({ from: 'closed', to: 'locked', move: 'lock' })).toThrow('bell: the effect notify is not one of the guest\'s moves');
  });

  it('adds effects to moves declared elsewhere, keeping their states', () => {
    const moves = withEffects({ open: { from: ['closed'], to: 'open' } }, { open: ['ring'] });
    expect(moves).toEqual({ open: { from: ['closed'], to: 'open', effects: ['ring'] } });
  });

  it('makes a missing handler a compile error', () => {
    const { handlers } = recording();
    // @ts-expect-error every declared effect needs its handler
    const missing: EffectHandlers<Chore> = { ring: handlers.ring, log: handlers.log };
    expect(Object.keys(missing)).toEqual(['ring', 'log']);
  });
});
