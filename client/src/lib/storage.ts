import { atomWithStorage } from 'jotai/utils';

// Mirrors jotai's SyncStorage, which its package exports do not expose.
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => () => void;
}

/** Every key the shop keeps in the browser carries this prefix (DESIGN.md). */
export const STORAGE_PREFIX = 'aurum_';

/**
 * JSON over localStorage. Read and write failures (private mode, quota,
 * hand-edited values) are logged only, as the spec asks, and reads fall back
 * to the initial value. `alsoOn` names window events that mean "re-read":
 * code outside jotai may write the key and announce it that way.
 */
export function localJsonStorage<Value>(alsoOn: string[] = []): SyncStorage<Value> {
  // The last value read, kept while the stored text is the same: reading a key again (jotai does on every
  // mount) gives the same instance, so nothing that shows it renders again for an unchanged value.
  let last: { key: string; raw: string; value: Value } | undefined;
  const storage: SyncStorage<Value> = {
    getItem(key, initialValue) {
      // The server renders pages for a visitor with nothing stored (lib/hydration.ts).
      if (typeof window === 'undefined') return initialValue;
      try {
        const raw = window.localStorage.getItem(key);
        if (raw === null) return initialValue;
        if (last?.key === key && last.raw === raw) return last.value;
        const value = JSON.parse(raw) as Value;
        last = { key, raw, value };
        return value;
      } catch (error) {
        console.warn(`Could not read ${key} from localStorage`, error);
        return initialValue;
      }
    },
    setItem(key, value) {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch (error) {
        console.warn(`Could not write ${key} to localStorage`, error);
      }
    },
    removeItem(key) {
      try {
        window.localStorage.removeItem(key);
      } catch (error) {
        console.warn(`Could not remove ${key} from localStorage`, error);
      }
    },
    subscribe(key, callback, initialValue) {
      const reread = () => callback(storage.getItem(key, initialValue));
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === window.localStorage && event.key === key) reread();
      };
      window.addEventListener('storage', onStorage);
      alsoOn.forEach((name) => window.addEventListener(name, reread));
      return () => {
        window.removeEventListener('storage', onStorage);
        alsoOn.forEach((name) => window.removeEventListener(name, reread));
      };
    },
  };
  return storage;
}

/** A jotai atom persisted under `aurum_{name}`, read synchronously on first use so nothing flickers. */
export function persistentAtom<Value>(name: string, initialValue: Value, alsoOn: string[] = []) {
  return atomWithStorage<Value>(`${STORAGE_PREFIX}${name}`, initialValue, localJsonStorage<Value>(alsoOn), {
    getOnInit: true,
  });
}
