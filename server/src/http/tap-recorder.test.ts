import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_QUEUE, HYDRATES_LATER_ATTRIBUTE, REPLAY_TAP_ATTRIBUTE } from '@aurum/rules/page-data/early-input';
import { TAP_RECORDER_ELEMENT, TAP_RECORDER_SCRIPT, TAP_RECORDER_SOURCE } from './tap-recorder';

type Listener = (event: FakeEvent) => void;

interface FakeElement {
  tagName: string;
  isContentEditable?: boolean;
  attributes: Map<string, string>;
  closest(selector: string): FakeElement | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

interface FakeEvent {
  isTrusted: boolean;
  target: FakeElement;
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  prevented: boolean;
  stopped: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

function element(tagName: string, attributes: Record<string, string> = {}, parent: FakeElement | null = null): FakeElement {
  const self: FakeElement = {
    tagName,
    attributes: new Map(Object.entries(attributes)),
    // Only the `[attribute]` selectors the recorder uses.
    closest: (selector) => (self.attributes.has(selector.slice(1, -1)) ? self : (parent?.closest(selector) ?? null)),
    getAttribute: (name) => self.attributes.get(name) ?? null,
    setAttribute: (name, value) => void self.attributes.set(name, value),
  };
  return self;
}

/** Runs the recorder as the browser does, on a page whose #root is server-rendered until `hydrate` is called. */
function pageWithRecorder() {
  const listeners: Record<string, { listener: Listener; capture: boolean }[]> = {};
  let serverRendered = true;
  const document = {
    getElementById: (id: string) => (id === 'root' ? { hasAttribute: (name: string) => serverRendered && name === 'data-server-rendered' } : null),
    addEventListener: (type: string, listener: Listener, capture: boolean) => (listeners[type] ??= []).push({ listener, capture }),
  };
  const window: Record<string, unknown> = {};
  runInNewContext(TAP_RECORDER_SCRIPT, { document, window });
  const fire = (type: string, target: FakeElement, init: Partial<FakeEvent> = {}) => {
    const event: FakeEvent = {
      isTrusted: true,
      target,
      prevented: false,
      stopped: false,
      preventDefault: () => void (event.prevented = true),
      stopPropagation: () => void (event.stopped = true),
      ...init,
    };
    for (const { listener } of listeners[type] ?? []) listener(event);
    return event;
  };
  return { listeners, queue: () => window[EARLY_INPUT_QUEUE], hydrate: () => void (serverRendered = false), fire };
}

describe('the tap recorder (issue 35)', () => {
  it('listens on the document in the capture phase, before any handler of the page', () => {
    const { listeners } = pageWithRecorder();
    expect(Object.keys(listeners).sort()).toEqual(['click', 'keydown']);
    expect(Object.values(listeners).flat().every(({ capture }) => capture)).toBe(true);
  });

  it('keeps a tap on a marked control (or inside it) from the page, marks it busy and records its id once', () => {
    const { fire, queue } = pageWithRecorder();
    const button = element('BUTTON', { [REPLAY_TAP_ATTRIBUTE]: 'cart:12' });
    const icon = element('svg', {}, button);
    const tap = fire('click', icon);
    expect([tap.prevented, tap.stopped]).toEqual([true, true]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second tap on the busy button is kept from the page too, but not recorded again: it adds once.
    const again = fire('click', button);
    expect([again.prevented, again.stopped]).toEqual([true, true]);
    expect(queue()).toEqual([{ tap: 'cart:12' }]);
  });

  it('leaves alone a tap on anything else, an untrusted click (the replay) and every tap once hydrated', () => {
    const { fire, queue, hydrate } = pageWithRecorder();
    const link = element('A');
    expect(fire('click', link).prevented).toBe(false);
    const button = element('BUTTON', { [REPLAY_TAP_ATTRIBUTE]: 'wishlist:3' });
    expect(fire('click', button, { isTrusted: false }).prevented).toBe(false);
    hydrate();
    expect(fire('click', button).prevented).toBe(false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(queue()).toEqual([]);
  });

  it('after the page has hydrated, keeps and records a tap inside a part that hydrates later, until that part loses its marker', () => {
    const { fire, queue, hydrate } = pageWithRecorder();
    hydrate();
    const footer = element('FOOTER', { [HYDRATES_LATER_ATTRIBUTE]: 'footer' });
    const subscribe = element('BUTTON', { [REPLAY_TAP_ATTRIBUTE]: 'newsletter' }, footer);
    const link = element('A', {}, footer);
    expect(fire('click', link).prevented).toBe(false);
    const tap = fire('click', subscribe);
    expect([tap.prevented, tap.stopped]).toEqual([true, true]);
    expect(subscribe.getAttribute('aria-busy')).toBe('true');
    expect(queue()).toEqual([{ tap: 'newsletter' }]);
    // Hydrated (client/src/lib/later-hydration.tsx removes the marker): its taps reach the app.
    footer.attributes.delete(HYDRATES_LATER_ATTRIBUTE);
    subscribe.attributes.delete('aria-busy');
    expect(fire('click', subscribe).prevented).toBe(false);
    expect(queue()).toEqual([{ tap: 'newsletter' }]);
  });

  it("records '/', 'f' and 'F' outside fields, and no other key, no key with a modifier and no key typed into a field", () => {
    const { fire, queue, hydrate } = pageWithRecorder();
    const body = element('BODY');
    const slash = fire('keydown', body, { key: '/' });
    expect([slash.prevented, slash.stopped]).toEqual([true, true]);
    fire('keydown', body, { key: 'f' });
    fire('keydown', body, { key: 'F' });
    for (const key of ['g', 'Enter', 'Shift', '', 'fF']) expect(fire('keydown', body, { key }).prevented).toBe(false);
    expect(fire('keydown', body, { key: 'f', ctrlKey: true }).prevented).toBe(false);
    expect(fire('keydown', body, { key: 'f', metaKey: true }).prevented).toBe(false);
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(fire('keydown', element(tag), { key: 'f' }).prevented).toBe(false);
    const editable = Object.assign(element('DIV'), { isContentEditable: true });
    expect(fire('keydown', editable, { key: '/' }).prevented).toBe(false);
    hydrate();
    expect(fire('keydown', body, { key: 'f' }).prevented).toBe(false);
    expect(queue()).toEqual([{ key: '/' }, { key: 'f' }, { key: 'F' }]);
  });

  it('is small, and allowed by the hash of exactly its text', () => {
    expect(TAP_RECORDER_SCRIPT.length).toBeLessThan(800);
    expect(TAP_RECORDER_ELEMENT).toBe(`<script>${TAP_RECORDER_SCRIPT}</script>`);
    expect(TAP_RECORDER_SOURCE).toBe(`'sha256-${createHash('sha256').update(TAP_RECORDER_SCRIPT, 'utf8').digest('base64')}'`);
  });
});
