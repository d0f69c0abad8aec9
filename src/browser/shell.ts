/**
 * The shell's only JavaScript (plain, no framework): sidebar toggle (button
 * and Ctrl/Cmd+B), its cookie, the mobile overlay, and the three header
 * popovers (feedback, mailbox, user menu). Markup contract in Shell.astro:
 * - [data-sidebar-toggle] buttons, #app-sidebar, [data-sidebar-backdrop]
 * - [data-popover-trigger][aria-controls=<panel id>] with a [data-popover] panel
 * - <time data-local-time datetime=ISO>: its UTC text is rewritten in the visitor's time zone, with
 *   the year; a value names a shorter form: "without-year" (a table's instant, ui/table/types.ts
 *   ColumnSpec.instant)
 * - [data-slate-started] (the slate header): the games under way, counted with the visitor's clock
 */
import { formatLocalTimestamp } from '../lib/local-time.ts';
import { readSidebarSettings, SIDEBAR_COOKIE } from '../lib/sidebar-cookie.ts';
import { startedAt, startedCountText, type StartedCount } from '../lib/slate-started.ts';

const root = document.documentElement;
const sidebar = document.getElementById('app-sidebar')!;
const settings = readSidebarSettings(sidebar);
const desktop = window.matchMedia(`(min-width: ${settings.breakpointPx}px)`);
const toggles = [...document.querySelectorAll<HTMLButtonElement>('[data-sidebar-toggle]')];

function sidebarIsOpen(): boolean {
  return desktop.matches ? root.dataset.sidebar !== 'collapsed' : root.hasAttribute('data-mobile-open');
}

function syncToggles(): void {
  const open = String(sidebarIsOpen());
  for (const button of toggles) button.setAttribute('aria-expanded', open);
}

function setMobileOpen(open: boolean): void {
  if (open) {
    root.setAttribute('data-mobile-open', '');
    sidebar.querySelector<HTMLElement>('a, button')?.focus();
  } else {
    const wasOpen = root.hasAttribute('data-mobile-open');
    root.removeAttribute('data-mobile-open');
    if (wasOpen) toggles.find((b) => b.offsetParent !== null)?.focus();
  }
  syncToggles();
}

export function toggleSidebar(): void {
  if (desktop.matches) {
    const expanded = root.dataset.sidebar === 'collapsed';
    root.dataset.sidebar = expanded ? 'expanded' : 'collapsed';
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the sidebar state in a cookie the server-rendered shell reads; the Cookie Store API is not in every browser we serve.
    document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${settings.cookieMaxAgeS}; SameSite=Lax`;
    syncToggles();
  } else {
    setMobileOpen(!root.hasAttribute('data-mobile-open'));
  }
}

for (const button of toggles) button.addEventListener('click', toggleSidebar);
document.querySelector('[data-sidebar-backdrop]')?.addEventListener('click', () => setMobileOpen(false));
sidebar.addEventListener('click', (event) => {
  if (!desktop.matches && (event.target as Element).closest('a')) setMobileOpen(false);
});
desktop.addEventListener('change', () => {
  root.removeAttribute('data-mobile-open');
  syncToggles();
});

// Popovers: one open at a time; outside click and Escape close.
const triggers = [...document.querySelectorAll<HTMLButtonElement>('[data-popover-trigger]')];
function panelOf(trigger: HTMLButtonElement): HTMLElement | null {
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '');
}
function closePopovers(except?: HTMLButtonElement): void {
  for (const trigger of triggers) {
    if (trigger === except) continue;
    trigger.setAttribute('aria-expanded', 'false');
    panelOf(trigger)?.setAttribute('hidden', '');
  }
}
for (const trigger of triggers) {
  trigger.addEventListener('click', () => {
    const panel = panelOf(trigger);
    const open = trigger.getAttribute('aria-expanded') !== 'true';
    closePopovers(trigger);
    trigger.setAttribute('aria-expanded', String(open));
    if (open) panel?.removeAttribute('hidden');
    else panel?.setAttribute('hidden', '');
  });
}
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  if (!target.closest('[data-popover-trigger], [data-popover]')) closePopovers();
});

/** Whether a key press goes to a text field (its own Ctrl+B, e.g. bold, stays the field's). */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === settings.toggleKey && !typingIn(event.target)) {
    event.preventDefault();
    toggleSidebar();
    return;
  }
  if (event.key === 'Escape') {
    const open = triggers.find((t) => t.getAttribute('aria-expanded') === 'true');
    if (open) {
      closePopovers();
      open.focus();
    } else if (root.hasAttribute('data-mobile-open')) {
      setMobileOpen(false);
    }
  }
});

syncToggles();

function localizeTimes(): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
    const local = formatLocalTimestamp(time.dateTime, !time.dataset.localTime);
    if (local) time.textContent = local;
  }
}

// A task of its own once the page is idle: a page's first date format loads the browser's
// time-zone data (65-90 ms at 4x CPU throttling here), which would lengthen the page's first long task.
if ('requestIdleCallback' in window) requestIdleCallback(localizeTimes, { timeout: 1000 });
else setTimeout(localizeTimes, 0);

/** A timer is never set further ahead than an hour (a sleeping laptop drifts). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

// The slate header's games under way: now, again at each first pitch, and when the tab comes back.
const startedLine = document.querySelector<HTMLElement>('[data-slate-started]');
if (startedLine) {
  const { firstPitches, liveUntil, final } = startedLine.dataset;
  const count: StartedCount = {
    firstPitches: JSON.parse(firstPitches ?? '[]') as number[],
    liveUntil: liveUntil ? Number(liveUntil) : null,
    final: Number(final) || 0,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    const now = Date.now();
    const { started, next } = startedAt(count, now);
    startedLine.textContent = startedCountText(started, count.final);
    startedLine.hidden = started === 0;
    if (next !== null) timer = setTimeout(update, Math.min(next - now, LONGEST_WAIT_MS));
  };
  update();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update();
  });
}
