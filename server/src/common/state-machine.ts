import { AppError } from './errors';

/** One move of a machine: the states it may start from, where it goes, and (when the machine has actors) who may make it. */
export interface MoveRule<State extends string, Actor extends string = never, Subject = unknown> {
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
}

export interface MachineTable<State extends string, Move extends string, Actor extends string = never, Subject = unknown> {
  /** The machine's name in errors (`order`, `escrow`, `listing`…). */
  name: string;
  moves: Record<Move, MoveRule<State, Actor, Subject>>;
  /** Why a move is refused in this state, in words the person can act on. */
  refusal: (state: State, move: Move, subject?: Subject) => string;
  /** The refusal of a move by the wrong person (FORBIDDEN). */
  wrongActor?: string;
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
export class StateMachine<State extends string, Move extends string, Actor extends string = never, Subject = unknown> {
  constructor(readonly table: MachineTable<State, Move, Actor, Subject>) {}

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

  /** `move` for machines whose every move has a target. */
  target(state: State, move: Move, options: { actor?: Actor; subject?: Subject } = {}): State {
    const to = this.move(state, move, options);
    if (to === null) throw new Error(`${this.name}: the move ${move} has no fixed target`);
    return to;
  }
}
