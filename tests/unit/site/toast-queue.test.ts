import { describe, expect, it } from 'vitest';
import { createToast, enqueueToast, isToastHotkey, removeToast, visibleToasts } from '../../../src/ui/toast/toast-queue.ts';
import { dismissToast, showToast, toastQueue } from '../../../src/ui/toast/toast-store.ts';

const key = (code: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  code,
  ...mods,
});

describe('toast queue (library defaults: 4000 ms, 3 visible, Alt+T)', () => {
  it('a toast lasts 4000 ms unless told otherwise', () => {
    expect(createToast(1, { title: 'Hi' })).toEqual({ id: 1, title: 'Hi', description: null, durationMs: 4000 });
    expect(createToast(2, { title: 'HR', description: 'NYY', durationMs: 8000 }).durationMs).toBe(8000);
  });

  it('shows the oldest three; the rest wait in order and move up as toasts leave', () => {
    let queue = [1, 2, 3, 4, 5].reduce((q, id) => enqueueToast(q, createToast(id, { title: `t${id}` })), [] as ReturnType<typeof createToast>[]);
    expect(visibleToasts(queue).map((t) => t.id)).toEqual([1, 2, 3]);
    queue = removeToast(queue, 2);
    expect(visibleToasts(queue).map((t) => t.id)).toEqual([1, 3, 4]);
    expect(visibleToasts(queue, 1).map((t) => t.id)).toEqual([1]);
  });

  it('the store queues and dismisses by id', () => {
    const a = showToast({ title: 'a' });
    const b = showToast({ title: 'b', durationMs: 8000 });
    expect(b).toBe(a + 1);
    expect(toastQueue.get().map((t) => t.title)).toEqual(['a', 'b']);
    dismissToast(a);
    expect(toastQueue.get().map((t) => [t.title, t.durationMs])).toEqual([['b', 8000]]);
    dismissToast(b);
  });

  it('Alt+T (by key code, so a Mac\'s Alt+T = "†" counts) and nothing else is the hotkey', () => {
    expect(isToastHotkey(key('KeyT', { altKey: true }))).toBe(true);
    expect(isToastHotkey(key('KeyT'))).toBe(false);
    expect(isToastHotkey(key('KeyT', { altKey: true, ctrlKey: true }))).toBe(false);
    expect(isToastHotkey(key('KeyT', { altKey: true, shiftKey: true }))).toBe(false);
    expect(isToastHotkey(key('KeyR', { altKey: true }))).toBe(false);
  });
});
