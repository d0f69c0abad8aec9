/**
 * The toast queue's rules (docs/product.md#shell; figures in TOAST_DEFAULTS): a default
 * duration, a visible maximum, one corner and a focus hotkey.
 * Pure: the store (toast-store.ts) and the component (Toaster.tsx) use it.
 *
 * Toasts beyond the visible maximum wait in order; a toast's timer runs only
 * while it is visible, so every toast is on screen for its whole duration.
 */
import { TOAST_DEFAULTS } from '../../config/ui-settings.ts';

export interface ToastInput {
  title: string;
  description?: string;
  /** Default TOAST_DEFAULTS.durationMs. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  title: string;
  description: string | null;
  durationMs: number;
}

export function createToast(id: number, input: ToastInput): Toast {
  return {
    id,
    title: input.title,
    description: input.description ?? null,
    durationMs: input.durationMs ?? TOAST_DEFAULTS.durationMs,
  };
}

export function enqueueToast(queue: readonly Toast[], toast: Toast): Toast[] {
  return [...queue, toast];
}

export function removeToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}

/** The toasts on screen: the oldest `max` of the queue. */
export function visibleToasts(queue: readonly Toast[], max: number = TOAST_DEFAULTS.maxVisible): Toast[] {
  return queue.slice(0, max);
}

/** True for the toaster's hotkey (Alt+T; by key code, since Alt+T types "†" on a Mac). */
export function isToastHotkey(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyT';
}
