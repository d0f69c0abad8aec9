/**
 * One header account widget (Feedback, Mailbox, UserMenu): the trigger button and, while open,
 * its panel. The caller owns the disclosure (useDisclosure: outside press and Escape close it) so
 * it can also close the panel itself, e.g. after feedback is sent.
 *
 *   <HeaderPopover widget disclosure shape trigger panelName [panelClassName] [panelStyle]>panel</HeaderPopover>
 *
 * The button is `${widget}-button` (data-testid, as on the static stand-ins of
 * AccountWidgetsShell.astro) and controls the panel `panel-${widget}`, a region named by
 * panelName: a heading's id (aria-labelledby) or a text (aria-label).
 */
import type { CSSProperties, ReactNode } from 'react';
import type { WidgetName } from './widget-name.ts';
import { panelClass, widgetButtonClass, type Disclosure } from './ui.tsx';

export function HeaderPopover({
  widget,
  disclosure: { open, toggle, root, button },
  shape,
  trigger,
  panelName,
  panelClassName = panelClass,
  panelStyle,
  children,
}: {
  widget: WidgetName;
  disclosure: Disclosure;
  shape: 'rounded-md' | 'rounded-full';
  /** The button's content: its icon or letter and its screen-reader name. */
  trigger: ReactNode;
  panelName: { 'aria-labelledby': string } | { 'aria-label': string };
  panelClassName?: string;
  panelStyle?: CSSProperties;
  children: ReactNode;
}) {
  const panelId = `panel-${widget}`;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`${widgetButtonClass} ${shape}`}
        data-testid={`${widget}-button`}
      >
        {trigger}
      </button>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a popover panel inside the header bar; a section element would add a landmark outline of its own.
        <div id={panelId} role="region" {...panelName} className={panelClassName} style={panelStyle}>
          {children}
        </div>
      )}
    </div>
  );
}
