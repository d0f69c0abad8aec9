/**
 * The header's three account widgets in configured mode (docs/product.md#accounts): feedback, mailbox,
 * user menu, plus the page's toast region and the toast carried over a navigation (flash-toast.ts).
 *
 *   mountAccountWidgets(container, { supportInbox, initialOpen })
 *     renders them into the container (replacing the static stand-ins of AccountWidgetsShell.astro);
 *     initialOpen: the widget the visitor pressed before React was there (opened and focused).
 *
 * `data-account-ready` is set once mounted.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { takeFlashToast } from '../../ui/toast/flash-toast.ts';
import { Toaster } from '../../ui/toast/Toaster.tsx';
import { showToast } from '../../ui/toast/toast-store.ts';
import { Feedback } from './Feedback.tsx';
import { Mailbox } from './Mailbox.tsx';
import { UserMenu } from './UserMenu.tsx';
import type { WidgetName } from './widget-name.ts';

export interface AccountWidgetsProps {
  supportInbox: string | null;
  initialOpen?: WidgetName | null;
}

export function AccountWidgets({ supportInbox, initialOpen = null }: AccountWidgetsProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) showToast(flash);
    setReady(true);
  }, []);
  return (
    <div className="flex items-center gap-1" data-account-ready={ready ? 'true' : undefined}>
      <Feedback supportInbox={supportInbox} initiallyOpen={initialOpen === 'feedback'} />
      <Mailbox initiallyOpen={initialOpen === 'mailbox'} />
      <UserMenu initiallyOpen={initialOpen === 'user-menu'} />
      <Toaster />
    </div>
  );
}

export function mountAccountWidgets(container: HTMLElement, props: AccountWidgetsProps): void {
  const root = createRoot(container);
  // Committed at once: no press can land on a stand-in that is about to disappear.
  flushSync(() => root.render(<AccountWidgets {...props} />));
}
