/**
 * The page's toasts, shared by every island on the page (nanostores: one
 * module instance per page). Any island can call showToast(); render one
 * <Toaster /> per page to show them.
 */
import { atom } from 'nanostores';
import { createToast, enqueueToast, removeToast, type Toast, type ToastInput } from './toast-queue.ts';

export const toastQueue = atom<readonly Toast[]>([]);
let nextId = 1;

/** Queues a toast; returns its id. */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  toastQueue.set(enqueueToast(toastQueue.get(), createToast(id, input)));
  return id;
}

export function dismissToast(id: number): void {
  toastQueue.set(removeToast(toastQueue.get(), id));
}
