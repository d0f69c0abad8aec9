/**
 * Small pieces the account islands share: the header-widget disclosure (button + panel that
 * closes on an outside click or Escape), inline SVG icons from src/lib/icons.ts, and class names.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ICONS, type IconName } from '../../lib/icons.ts';
import { FOCUS_RING_CLASS } from '../../ui/styles.ts';

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: ICONS is the site's own constant SVG markup (lib/icons.ts), never user input.
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}

export const widgetButtonClass = `relative inline-flex size-9 items-center justify-center border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 ${FOCUS_RING_CLASS}`;
export const panelClass =
  'absolute end-0 top-11 z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg';
export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ' +
  'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-sky-600';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-sky-700 px-4 py-2 text-sm ' +
  'font-semibold text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 ' +
  'py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed ' +
  'disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-sky-700';
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-300 bg-white px-4 ' +
  'py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed ' +
  'disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-red-700';
/** A link, or a button that reads as one (dimmed while disabled, as the buttons above). */
export const linkClass = 'font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A header widget's open state; closes on a pointer press outside `root` and on Escape.
 * initiallyOpen: the visitor pressed this widget's stand-in before React mounted; it starts open
 * with its button focused (the stand-in that had focus is gone).
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (initiallyOpen) button.current?.focus();
  }, [initiallyOpen]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, setOpen, toggle, root, button };
}

export type Disclosure = ReturnType<typeof useDisclosure>;

/** Inline status line: role=alert for errors, role=status otherwise. */
export function Notice({ tone, children, testId }: { tone: 'error' | 'success' | 'info'; children: ReactNode; testId?: string }) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-slate-200 bg-slate-50 text-slate-800',
  } as const;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} className={`rounded-md border px-3 py-2 text-sm ${tones[tone]}`}>
      {children}
    </p>
  );
}
