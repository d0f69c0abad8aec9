/**
 * The page's toasts, shared by every island on the page (nanostores: one
 * module instance per page). Any island can call showToast(); an island that
 * shows toasts renders a <Toaster />, and of all those mounted on the page only
 * the first shows them (one region, each toast once).
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

/** The mounted <Toaster />s, in mount order; the first one shows the toasts. */
export const mountedToasters = atom<readonly object[]>([]);

/** Adds a Toaster to mountedToasters; returns its removal. */
export function registerToaster(token: object): () => void {
  mountedToasters.set([...mountedToasters.get(), token]);
  return () => mountedToasters.set(mountedToasters.get().filter((other) => other !== token));
}
