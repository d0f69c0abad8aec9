/**
 * Loader of the header's account widgets (see AccountWidgetsShell.astro). No React and no
 * supabase-js here: it decides when to fetch them.
 *
 *   startAccountWidgets()  finds [data-account-widgets] and mounts the React widgets into it
 *                          now (stored session / auth redirect / pending toast) or on the first
 *                          press of a widget button; the chunk is prefetched when the pointer or
 *                          focus reaches a button.
 */
import { FLASH_TOAST_KEY } from '../../ui/toast/flash-toast.ts';
import { authStorageKey, browserStorage, mustStartAuthClient } from '../../lib/auth/session-hint.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { WidgetName } from './widget-name.ts';

const WIDGETS: readonly WidgetName[] = ['feedback', 'mailbox', 'user-menu'];

const loadWidgets = () => import('./AccountWidgets.tsx');

export function startAccountWidgets(): void {
  const container = document.querySelector<HTMLElement>('[data-account-widgets]');
  if (!container || siteConfig.supabaseUrl === null) return;
  const supportInbox = container.dataset.supportInbox || null;
  const key = authStorageKey(siteConfig.supabaseUrl);

  // The widget pressed before React took over (the stand-ins stay until it has rendered).
  let requested: WidgetName | null = null;
  let mounting: Promise<void> | null = null;
  const mount = () => {
    mounting ??= loadWidgets().then(({ mountAccountWidgets }) => mountAccountWidgets(container, { supportInbox, initialOpen: requested }));
    return mounting;
  };
  // A press is taken from its pointerdown as well as its click: when React replaces the stand-ins
  // between the two, the browser sends the click to the container, not to a stand-in, and the
  // press would otherwise be lost.
  const onPress = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-account-widget]');
    const name = button?.dataset.accountWidget as WidgetName | undefined;
    if (!name || !WIDGETS.includes(name)) return;
    if (event.type === 'click') event.preventDefault();
    requested = name;
    void mount();
  };
  container.addEventListener('pointerdown', onPress);
  container.addEventListener('click', onPress);

  const pendingToast = browserStorage('sessionStorage')?.getItem(FLASH_TOAST_KEY) != null;
  const eager = mustStartAuthClient(browserStorage('localStorage'), key, window.location) || pendingToast;
  if (eager) {
    void mount();
    return;
  }

  const prefetch = () => void loadWidgets();
  container.addEventListener('pointerover', prefetch, { once: true });
  container.addEventListener('focusin', prefetch, { once: true });
  // Another tab signed in: show this visitor as signed in too.
  window.addEventListener('storage', (event) => {
    if (event.key === key && event.newValue) void mount();
  });
}
