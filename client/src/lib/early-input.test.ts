import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_QUEUE, HYDRATES_LATER_ATTRIBUTE, REPLAY_TAP_ATTRIBUTE, type EarlyInput } from '@aurum/rules/page-data/early-input';
import { receiveEarlyKeys, replayEarlyInput, takeEarlyInput, type ReplayDocument } from './early-input';

/** A control as the replay sees it: its attributes, whether it is disabled, and the clicks it got. */
class FakeControl {
  clicks = 0;
  readonly attributes: Map<string, string>;
  constructor(
    id: string,
    readonly disabled = false,
    busy = true,
  ) {
    this.attributes = new Map([[REPLAY_TAP_ATTRIBUTE, id]]);
    if (busy) this.attributes.set('aria-busy', 'true');
  }
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  removeAttribute = (name: string) => void this.attributes.delete(name);
  matches = (selector: string) => selector === ':disabled' && this.disabled;
  click = () => void this.clicks++;
  /** Inside a part that hydrates later (lib/later-hydration.tsx) while `asleep` is set. */
  asleep = false;
  closest = (selector: string) => (selector === `[${HYDRATES_LATER_ATTRIBUTE}]` && this.asleep ? this : null);
}

/** A document holding `controls`; it answers the two selectors the replay uses. */
function fakeDocument(controls: FakeControl[]): ReplayDocument {
  return {
    querySelectorAll: ((selector: string) => {
      if (selector === `[${REPLAY_TAP_ATTRIBUTE}]`) return controls;
      if (selector === `[${REPLAY_TAP_ATTRIBUTE}][aria-busy="true"]`) return controls.filter((control) => control.getAttribute('aria-busy') === 'true');
      throw new Error(`unexpected selector ${selector}`);
    }) as unknown as ReplayDocument['querySelectorAll'],
  };
}

let stopKeys = () => {};
afterEach(() => stopKeys());

describe('replaying what came before hydration (issue 35)', () => {
  it('clicks each tapped control once, now hydrated, and clears its busy state', () => {
    const cart = new FakeControl('cart:7');
    const heart = new FakeControl('wishlist:7');
    const untouched = new FakeControl('compare:7', false, false);
    replayEarlyInput(fakeDocument([cart, heart, untouched]), [{ tap: 'cart:7' }, { tap: 'wishlist:7' }]);
    expect([cart.clicks, heart.clicks, untouched.clicks]).toEqual([1, 1, 0]);
    expect(cart.getAttribute('aria-busy')).toBeNull();
    expect(heart.getAttribute('aria-busy')).toBeNull();
  });

  it('leaves a tap in a part still asleep (the footer) busy and queued for that part, and replays it once the part has hydrated', () => {
    const cart = new FakeControl('cart:7');
    const subscribe = Object.assign(new FakeControl('newsletter'), { asleep: true });
    const scope = {};
    replayEarlyInput(fakeDocument([cart, subscribe]), [{ tap: 'cart:7' }, { tap: 'newsletter' }], scope);
    expect([cart.clicks, subscribe.clicks]).toEqual([1, 0]);
    expect(subscribe.getAttribute('aria-busy')).toBe('true');
    expect(takeEarlyInput(scope)).toEqual([{ tap: 'newsletter' }]);
    subscribe.asleep = false;
    replayEarlyInput(fakeDocument([cart, subscribe]), [{ tap: 'newsletter' }], scope);
    expect([cart.clicks, subscribe.clicks]).toEqual([1, 1]);
    expect(subscribe.getAttribute('aria-busy')).toBeNull();
    expect(takeEarlyInput(scope)).toEqual([]);
  });

  it('finds the control by its exact id, not one whose id merely starts the same', () => {
    const twelve = new FakeControl('cart:12', false, false);
    const one = new FakeControl('cart:1');
    replayEarlyInput(fakeDocument([twelve, one]), [{ tap: 'cart:1' }]);
    expect([twelve.clicks, one.clicks]).toEqual([0, 1]);
  });

  it('drops a tap whose control is gone, and leaves no control busy', () => {
    // The recorder marked a control that hydration then rendered under another id (a product sold out meanwhile).
    const renamed = new FakeControl('cart:9-renamed');
    replayEarlyInput(fakeDocument([renamed]), [{ tap: 'cart:9' }]);
    expect(renamed.clicks).toBe(0);
    expect(renamed.getAttribute('aria-busy')).toBeNull();
  });

  it('does not click a control that hydrated disabled, but clears its busy state', () => {
    const soldOut = new FakeControl('cart:3', true);
    replayEarlyInput(fakeDocument([soldOut]), [{ tap: 'cart:3' }]);
    expect(soldOut.clicks).toBe(0);
    expect(soldOut.getAttribute('aria-busy')).toBeNull();
  });

  it('hands keys, in order, to the attached shortcuts, and drops them when none are attached', () => {
    const keys: string[] = [];
    stopKeys = receiveEarlyKeys((key) => keys.push(key));
    replayEarlyInput(fakeDocument([]), [{ key: 'f' }, { key: '/' }]);
    expect(keys).toEqual(['f', '/']);
    stopKeys();
    replayEarlyInput(fakeDocument([]), [{ key: 'F' }]);
    expect(keys).toEqual(['f', '/']);
  });

  it('a handler that was replaced is not detached by its own stop', () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = receiveEarlyKeys((key) => first.push(key));
    stopKeys = receiveEarlyKeys((key) => second.push(key));
    stopFirst();
    replayEarlyInput(fakeDocument([]), [{ key: 'f' }]);
    expect([first, second]).toEqual([[], ['f']]);
  });

  it('takes the recorded queue exactly once: a second hydration replays nothing', () => {
    const queue: EarlyInput[] = [{ tap: 'cart:7' }, { key: 'f' }];
    const scope = { [EARLY_INPUT_QUEUE]: queue };
    expect(takeEarlyInput(scope)).toEqual([{ tap: 'cart:7' }, { key: 'f' }]);
    expect(takeEarlyInput(scope)).toEqual([]);
    // The recorder keeps pushing to the same array: what it records later is still taken, once.
    queue.push({ tap: 'wishlist:7' });
    expect(takeEarlyInput(scope)).toEqual([{ tap: 'wishlist:7' }]);
    expect(takeEarlyInput({})).toEqual([]);
  });
});
