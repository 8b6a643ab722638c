import { AppError } from './errors';

/** One move of a machine: the states it may start from, where it goes, and (when the machine has actors) who may make it. */
export interface MoveRule<State extends string, Actor extends string = never, Subject = unknown, Effect extends string = never> {
  from: readonly State[];
  /** Where the move goes; null when the caller decides from what changed (e.g. a listing edit). */
  to: State | null;
  /** Who may make it; every actor when absent. */
  by?: readonly Actor[];
  /**
   * A further condition on the subject (its dates, what is left of it): the
   * refusal in words when the move is not allowed now, null when it is.
   */
  guard?: (subject: Subject, state: State) => string | null;
  /** The move's side effects (ledger entries, emails, stock, audit records…), by name, in the order they run. */
  effects?: readonly Effect[];
}

export interface MachineTable<State extends string, Move extends string, Actor extends string = never, Subject = unknown, Effect extends string = never> {
  /** The machine's name in errors (`order`, `escrow`, `listing`…). */
  name: string;
  moves: Record<Move, MoveRule<State, Actor, Subject, Effect>>;
  /** Why a move is refused in this state, in words the person can act on. */
  refusal: (state: State, move: Move, subject?: Subject) => string;
  /** The refusal of a move by the wrong person (FORBIDDEN). */
  wrongActor?: string;
}

/** What an effect's handler is told: the move made, from where, and where it went (null: the caller decides). */
export interface MoveStep<State extends string, Move extends string> {
  from: State;
  to: State | null;
  move: Move;
}

/** One handler for every effect a machine declares: a missing one does not compile. */
export type EffectHandlers<Effect extends string, State extends string = string, Move extends string = string> = Record<
  Effect,
  (step: MoveStep<State, Move>) => Promise<void> | void
>;

/**
 * Handlers for effects a caller's moves never declare (a seller's own listing
 * moves have no staff audit record): each throws if a table ever names it for
 * that caller's move, so a misplaced effect fails loudly instead of silently.
 */
export function notDeclaredHere<Effect extends string>(machine: string, caller: string, effects: readonly Effect[]): EffectHandlers<Effect> {
  return Object.fromEntries(
    effects.map((effect) => [
      effect,
      () => {
        throw new Error(`${machine}: the effect ${effect} is not one of ${caller}'s moves`);
      },
    ]),
  ) as unknown as EffectHandlers<Effect>;
}

/**
 * Moves declared elsewhere (a shared rules package) with the server's side
 * effects added: each move keeps its states and gets its effects, in order.
 */
export function withEffects<Move extends string, Rule extends object, Effect extends string>(
  moves: Record<Move, Rule>,
  effects: Record<Move, readonly Effect[]>,
): Record<Move, Rule & { effects: readonly Effect[] }> {
  return Object.fromEntries((Object.keys(moves) as Move[]).map((move) => [move, { ...moves[move], effects: effects[move] }])) as Record<Move, Rule & { effects: readonly Effect[] }>;
}

/** The one error of an illegal move: BAD_USER_INPUT with the machine, the state and the move named (README, "Errors"). */
export function illegalTransition(machine: string, state: string, move: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { reason: 'ILLEGAL_TRANSITION', machine, state: state.toUpperCase(), move: move.toUpperCase() });
}

/**
 * A state machine declared as one table (states, moves, who, guards), checked
 * on the server: every status change of orders, escrow, listings, sellers,
 * reviews, service requests and tickets goes through one of these.
 */
export class StateMachine<State extends string, Move extends string, Actor extends string = never, Subject = unknown, Effect extends string = never> {
  constructor(readonly table: MachineTable<State, Move, Actor, Subject, Effect>) {}

  get name(): string {
    return this.table.name;
  }

  /** Why the move is refused from this state (by this actor, for this subject), or null when it is allowed. */
  refusalOf(state: State, move: Move, subject?: Subject): string | null {
    const rule = this.table.moves[move];
    if (!rule.from.includes(state)) return this.table.refusal(state, move, subject);
    return subject === undefined || !rule.guard ? null : rule.guard(subject, state);
  }

  can(state: State, move: Move, actor?: Actor, subject?: Subject): boolean {
    const rule = this.table.moves[move];
    if (actor !== undefined && rule.by && !rule.by.includes(actor)) return false;
    return this.refusalOf(state, move, subject) === null;
  }

  /** The moves open from a state, in the table's order. */
  movesFrom(state: State, actor?: Actor, subject?: Subject): Move[] {
    return (Object.keys(this.table.moves) as Move[]).filter((move) => this.can(state, move, actor, subject));
  }

  /**
   * Checks a move and returns where it goes (null: the caller decides). The
   * wrong person gets FORBIDDEN (reason WRONG_ACTOR); an illegal move the one
   * ILLEGAL_TRANSITION error.
   */
  move(state: State, move: Move, options: { actor?: Actor; subject?: Subject } = {}): State | null {
    const rule = this.table.moves[move];
    if (options.actor !== undefined && rule.by && !rule.by.includes(options.actor)) {
      throw new AppError('FORBIDDEN', this.table.wrongActor ?? 'You cannot make this change.', { reason: 'WRONG_ACTOR', machine: this.name, move: move.toUpperCase() });
    }
    const refused = this.refusalOf(state, move, options.subject);
    if (refused !== null) throw illegalTransition(this.name, state, move, refused);
    return rule.to;
  }

  /** The side effects a move declares, in order. */
  effectsOf(move: Move): readonly Effect[] {
    return this.table.moves[move].effects ?? [];
  }

  /**
   * Makes a move: checks it exactly as `move` does (an illegal move or the
   * wrong person runs nothing), then runs the move's declared effects in the
   * table's order, each from the service's handlers, and returns the target.
   * The machine sets nothing itself: `enter`, when given, is the service
   * writing the new state (the current one when the move has no fixed target
   * and the service decides), after the check and before the first effect.
   */
  async perform(
    state: State,
    move: Move,
    handlers: EffectHandlers<Effect, State, Move>,
    options: { actor?: Actor; subject?: Subject; enter?: (to: State) => void } = {},
  ): Promise<State | null> {
    const to = this.move(state, move, options);
    options.enter?.(to ?? state);
    for (const effect of this.effectsOf(move)) await handlers[effect]({ from: state, to, move });
    return to;
  }

  /** `move` for machines whose every move has a target. */
  target(state: State, move: Move, options: { actor?: Actor; subject?: Subject } = {}): State {
    const to = this.move(state, move, options);
    if (to === null) throw new Error(`${this.name}: the move ${move} has no fixed target`);
    return to;
  }
}
