/**
 * TanStack Table's reactivity bindings for a table that is built for one render
 * and then dropped: DataTable keeps its state (sort, search, page) in React state
 * and constructs the table of the visible page from it, so nothing ever needs
 * to be told that a table value changed. Atoms are plain values; derived atoms
 * compute when read. (The React adapter's store machinery costs ~3 KB gzipped
 * on every table page for subscriptions nobody makes here.)
 */
import type { constructTable } from '@tanstack/react-table';

type Bindings = Parameters<typeof constructTable>[0]['features']['coreReactivityFeature'];

const noSubscription = { unsubscribe() {} };
const subscribe = () => noSubscription;

export function renderOnlyReactivity(): NonNullable<Bindings> {
  return {
    createOptionsStore: false,
    wrapExternalAtoms: false,
    addSubscription: () => {},
    batch: (fn) => fn(),
    schedule: (fn) => queueMicrotask(fn),
    untrack: (fn) => fn(),
    createReadonlyAtom: (compute) => ({ get: compute, subscribe }),
    createWritableAtom: (initial) => {
      let value = initial;
      return {
        get: () => value,
        set: (next: unknown) => {
          value = typeof next === 'function' ? (next as (previous: typeof value) => typeof value)(value) : (next as typeof value);
        },
        subscribe,
      };
    },
  } as NonNullable<Bindings>;
}
