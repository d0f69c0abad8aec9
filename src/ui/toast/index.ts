/** The toast kit: <Toaster /> once per page, showToast() from anywhere on it. */
export { Toaster } from './Toaster.tsx';
export { dismissToast, showToast, toastQueue } from './toast-store.ts';
export { isToastHotkey, visibleToasts, type Toast, type ToastInput } from './toast-queue.ts';
