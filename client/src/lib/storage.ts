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
  const storage: SyncStorage<Value> = {
    getItem(key, initialValue) {
      try {
        const raw = window.localStorage.getItem(key);
        return raw === null ? initialValue : (JSON.parse(raw) as Value);
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
