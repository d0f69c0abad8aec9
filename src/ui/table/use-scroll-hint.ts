/**
 * The sideways-scroll affordance of a table's box: while columns are hidden past its right edge,
 * `holder` (an element around the box) carries `data-more`: a fade on the box's right edge and a
 * "Scroll sideways" line show (see DataTable). Set on the element directly, from scroll and resize
 * events (a no-op unless it changes): scrolling re-renders nothing, and no style of the table's
 * cells is recomputed (an attribute or a custom property set on an element above the table would
 * make the browser restyle every cell of it, a long task on a phone with a full page of rows).
 */
import { useEffect, useRef, type RefObject } from 'react';

export interface ScrollHint {
  /** The table's scroll box. */
  boxRef: RefObject<HTMLDivElement | null>;
  /** The element around the box that carries `data-more`. */
  holderRef: RefObject<HTMLDivElement | null>;
}

export function useScrollHint(): ScrollHint {
  const boxRef = useRef<HTMLDivElement>(null);
  const holderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    const holder = holderRef.current;
    if (!box || !holder) return;
    const update = () => {
      // toggleAttribute with a force changes nothing when the attribute already says so.
      holder.toggleAttribute('data-more', box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    };
    box.addEventListener('scroll', update, { passive: true });
    // The observer also reports once right after the next layout: the first reading, taken
    // without forcing a layout in the commit that mounted the table.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return { boxRef, holderRef };
}
