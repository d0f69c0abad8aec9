/**
 * A toast that survives one navigation (e.g. 'Signed out successfully!' shown on / after the
 * sign-out reload): queueFlashToast() before navigating, takeFlashToast() on the next page.
 * sessionStorage: this tab only; read once.
 */
import type { ToastInput } from './toast-queue.ts';

export const FLASH_TOAST_KEY = 'longball:flash-toast';

export function queueFlashToast(toast: ToastInput, storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(FLASH_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage unavailable: the toast is simply not carried over.
  }
}

export function takeFlashToast(storage: Pick<Storage, 'getItem' | 'removeItem'> | null = sessionStorageOrNull()): ToastInput | null {
  try {
    const text = storage?.getItem(FLASH_TOAST_KEY);
    if (!text) return null;
    storage?.removeItem(FLASH_TOAST_KEY);
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as ToastInput).title === 'string') return value as ToastInput;
  } catch {
    // Unreadable: nothing to show.
  }
  return null;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
