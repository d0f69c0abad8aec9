/**
 * The sideways-scroll affordance of a table's box: while columns are hidden past its right edge,
 * `holder` (an element around the box) carries `data-more`: a fade on the box's right edge and a
 * "Scroll sideways" line show (see DataTable). The holder also carries the box's sideways scroll
 * and inner width as CSS variables, `--scroll-x` (the page-sticky header follows it,
 * ./sticky-header.tsx) and `--box-width` (a row's panel is as wide as the box shows). Set on the
 * element directly, from scroll and resize events: scrolling re-renders nothing.
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
      holder.toggleAttribute('data-more', box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
      holder.style.setProperty('--scroll-x', `${box.scrollLeft}px`);
      holder.style.setProperty('--box-width', `${box.clientWidth}px`);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
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
