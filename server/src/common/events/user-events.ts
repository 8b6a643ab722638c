import { ChannelListener } from '../db/channel-listener';

/** The PostgreSQL channel that carries "something of this user's changed" between server processes. */
export const USER_EVENTS_CHANNEL = 'user_events';

/** What changed for the user; a listener reads the current state itself (the event carries no data). */
export type UserEventTopic = 'notifications';

const TOPICS = new Set<string>(['notifications']);

/** The topic user_session's delete trigger announces (Migration20261128070000_session_end_events), with the session's id. */
const SESSION_ENDED = 'session_ended';

/** The statement that announces an event, to run in the transaction that makes the change (`em.execute` of that transaction's em): PostgreSQL delivers it on commit only. */
export function userEventStatement(userId: number, topic: UserEventTopic): { text: string; values: unknown[] } {
  return { text: 'select pg_notify(?, ?)', values: [USER_EVENTS_CHANNEL, JSON.stringify({ userId, topic })] };
}

/** At most this many events wait for a slow subscriber; then only "something changed" is kept (the reader reads the latest state). */
const QUEUE_MAX = 1;

/** A live stream of one user's events of one topic, ended by `return()` (the client went away). */
export interface UserEventStream extends AsyncIterableIterator<void> {
  return(): Promise<IteratorResult<void>>;
}

/**
 * Each server process LISTENs on `user_events` and hands every event to this process's subscribers of that user
 * and topic (its WebSocket connections): each event reaches each connection once, whichever process made the change.
 * When the listening connection is lost, every subscriber is woken once it listens again (whatever came in
 * between is gone, and a subscriber reads the current state anyway).
 */
export class UserEventBus {
  private readonly subscribers = new Map<string, Set<(wake: void) => void>>();
  private readonly sessionEndListeners = new Set<(sessionId: string) => void>();
  private readonly listener?: ChannelListener;
  private heardOnce = false;

  constructor(connectionString: string | undefined) {
    if (!connectionString) return;
    this.listener = new ChannelListener(connectionString, USER_EVENTS_CHANNEL, {
      onListening: () => {
        // After a reconnect: events may have been missed, so everyone reads again.
        if (this.heardOnce) for (const wakers of this.subscribers.values()) for (const wake of wakers) wake();
        this.heardOnce = true;
      },
      onNotification: (payload) => this.deliver(payload),
      onLost: () => undefined,
    });
  }

  start(): Promise<void> {
    return this.listener?.start() ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }

  /** How many streams are open in this process (all users). */
  get openStreams(): number {
    let count = 0;
    for (const wakers of this.subscribers.values()) count += wakers.size;
    return count;
  }

  /**
   * Calls `listener` with the id of every session that ends, in any process (a trigger on user_session announces each
   * deleted row on commit). Returns the function that stops listening. Missed while the listening connection was
   * lost: a holder of sessions checks them again itself (the subscription server's sweep).
   */
  onSessionEnded(listener: (sessionId: string) => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  /** A stream that yields once per event of this user and topic (events that come while one is pending merge into it). */
  subscribe(userId: number, topic: UserEventTopic): UserEventStream {
    const key = `${userId}:${topic}`;
    let pending = 0;
    let waiting: ((result: IteratorResult<void>) => void) | undefined;
    let done = false;
    const wake = () => {
      if (done) return;
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value: undefined, done: false });
      } else {
        pending = Math.min(pending + 1, QUEUE_MAX);
      }
    };
    const wakers = this.subscribers.get(key) ?? new Set();
    wakers.add(wake);
    this.subscribers.set(key, wakers);
    const end = (): Promise<IteratorResult<void>> => {
      if (!done) {
        done = true;
        wakers.delete(wake);
        if (wakers.size === 0) this.subscribers.delete(key);
        waiting?.({ value: undefined, done: true });
        waiting = undefined;
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    const stream: UserEventStream = {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        if (pending > 0) {
          pending--;
          return Promise.resolve({ value: undefined, done: false });
        }
        return new Promise((resolve) => (waiting = resolve));
      },
      return: end,
      throw: (error?: unknown) => end().then(() => Promise.reject(error)),
      [Symbol.asyncIterator]() {
        return stream;
      },
    };
    return stream;
  }

  private deliver(payload: string): void {
    let event: { userId?: unknown; topic?: unknown; sessionId?: unknown };
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      return;
    }
    if (event.topic === SESSION_ENDED && typeof event.sessionId === 'string') {
      for (const listener of this.sessionEndListeners) listener(event.sessionId);
      return;
    }
    if (typeof event.userId !== 'number' || typeof event.topic !== 'string' || !TOPICS.has(event.topic)) return;
    for (const wake of this.subscribers.get(`${event.userId}:${event.topic}`) ?? []) wake();
  }
}
