/**
 * The toast region (docs/product.md#shell): bottom-right, at most
 * TOAST_DEFAULTS.maxVisible on screen, Alt+T moves focus to it. Timers pause
 * while the pointer is over the region, while focus is inside it and while
 * the page is hidden, so nobody loses a message they are reading.
 *
 * The region is portalled to <body>: a Toaster rendered inside the header (the account widgets)
 * would otherwise be placed against the header, whose backdrop filter makes it the containing
 * block of fixed elements, and cover the header's buttons. Its height is capped at the screen
 * less 5rem (the 3.5rem header, the 1rem bottom offset and a gap), and it scrolls past that, so
 * even a stack of long toasts on a short phone screen stays clear of the header. Its width is
 * taken from the viewport less its scrollbar (100%, not 100vw), so both side margins are equal.
 *
 *   import { Toaster, showToast } from './toast/index.ts';
 *   <Toaster />                                   // in each island that shows toasts; the page shows one
 *   showToast({ title: 'Saved', durationMs: 8000 });
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DEFAULTS } from '../../config/ui-settings.ts';
import { isToastHotkey, visibleToasts, type Toast } from './toast-queue.ts';
import { dismissToast, mountedToasters, registerToaster, toastQueue } from './toast-store.ts';
import { FOCUS_RING_CLASS } from '../styles.ts';

function ToastCard({ toast, paused }: { toast: Toast; paused: boolean }) {
  const remaining = useRef(toast.durationMs);
  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
  return (
    <li
      data-testid="toast"
      className="pointer-events-auto flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-slate-700">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={
          '-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-600 ' +
          'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 ' +
          'focus-visible:outline-sky-600'
        }
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only">Dismiss notification</span>
      </button>
    </li>
  );
}

export function Toaster({ label = 'Notifications' }: { label?: string }) {
  const [token] = useState(() => ({}));
  const shown = useStore(mountedToasters)[0] === token;
  useEffect(() => registerToaster(token), [token]);
  const queue = useStore(toastQueue);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToastHotkey(event) || !region.current) return;
      event.preventDefault();
      region.current.focus();
    };
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    window.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  if (!shown) return null;
  const visible = visibleToasts(queue, TOAST_DEFAULTS.maxVisible);
  const paused = hovered || focused || hidden;
  return createPortal(
    <section
      ref={region}
      aria-label={`${label} (${TOAST_DEFAULTS.hotkey})`}
      tabIndex={-1}
      data-testid="toaster"
      className={`pointer-events-none fixed right-4 bottom-4 z-50 max-h-[calc(100dvh-5rem)] w-[min(22rem,calc(100%-2rem))] overflow-y-auto rounded-lg ${FOCUS_RING_CLASS}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {visible.map((toast) => (
          <ToastCard key={toast.id} toast={toast} paused={paused} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}
