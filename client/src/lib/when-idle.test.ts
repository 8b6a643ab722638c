import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser with an idle callback queue and page events fired by hand. */
function fakeBrowser() {
  const idle: (() => void)[] = [];
  const listeners = new Map<string, (() => void)[]>();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
  return {
    idle: () => idle.splice(0).forEach((callback) => callback()),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
}

let browser: ReturnType<typeof fakeBrowser>;
let whenIdle: typeof import('./when-idle').whenIdle;

beforeEach(async () => {
  vi.resetModules();
  browser = fakeBrowser();
  ({ whenIdle } = await import('./when-idle'));
});
afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs the task at the next idle moment, not at once', () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs what is still pending when the page is hidden, and only once', () => {
    const first = vi.fn();
    const second = vi.fn();
    whenIdle(first);
    browser.idle();
    whenIdle(second);
    browser.fire('pagehide');
    browser.idle();
    browser.fire('pagehide');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 5000);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
