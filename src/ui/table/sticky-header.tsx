/**
 * A table's header row that sticks to the page (DataTable): the table's box scrolls sideways
 * only, and CSS cannot make a row inside a sideways-scrolling box stick to the page, so once the
 * real header row has scrolled up under the page's top bar this copy of it is shown there, over
 * the rows, until the table's end comes up. It follows the box's sideways scroll (`--scroll-x`,
 * set on the copy's own element while it is shown), its name cell pinned like the table's, and each of its
 * cells is as wide as the real one. Its sort buttons work like the real ones; the copy is hidden
 * from assistive technology and out of the tab order (the real header row is the table's).
 *
 * DataTable loads this file at the page's first scroll. Shown and hidden by two
 * IntersectionObservers (no scroll listener); measured only while shown.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Column } from '@tanstack/react-table';
import type { KitFeatures } from './engine.ts';
import { CELL_PADDING_X, HeaderContent, specOf } from './header-cells.tsx';

/** The page's top bar (Shell.astro's header, h-14), which stays on screen: the header sticks under it. */
const STICKY_TOP_PX = 56;

/** Whether the real header row is above the top bar while the table's rows still show below it. */
function useHeaderStuck(tableRef: RefObject<HTMLTableElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const table = tableRef.current;
    const head = table?.tHead;
    const body = table?.tBodies[0];
    if (!head || !body) return;
    let headAbove = false;
    let bodyShown = false;
    const headObserver = new IntersectionObserver(
      ([entry]) => {
        headAbove = !!entry && !entry.isIntersecting && entry.boundingClientRect.top < STICKY_TOP_PX;
        setStuck(headAbove && bodyShown);
      },
      { rootMargin: `-${STICKY_TOP_PX}px 0px 0px 0px` },
    );
    const bodyObserver = new IntersectionObserver(
      ([entry]) => {
        bodyShown = !!entry?.isIntersecting;
        setStuck(headAbove && bodyShown);
      },
      { rootMargin: `-${STICKY_TOP_PX + head.offsetHeight}px 0px 0px 0px` },
    );
    headObserver.observe(head);
    bodyObserver.observe(body);
    return () => {
      headObserver.disconnect();
      bodyObserver.disconnect();
    };
  }, [tableRef]);
  return stuck;
}

export interface StickyHeaderCell<Row extends object> {
  key: string;
  column: Column<KitFeatures, Row>;
  pinned: boolean;
}

export interface StickyHeaderProps<Row extends object> {
  tableRef: RefObject<HTMLTableElement | null>;
  /** The table's sideways-scrolling box. */
  boxRef: RefObject<HTMLElement | null>;
  /** The shown columns, in the table's order. */
  cells: readonly StickyHeaderCell<Row>[];
  /** The sort waits for the whole data set. */
  waiting: boolean;
}

/** The real header cells' widths and the row's height, followed while `active`. */
function useHeaderBox(tableRef: RefObject<HTMLTableElement | null>, active: boolean, columnsKey: string) {
  const [box, setBox] = useState<{ widths: number[]; height: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: columnsKey: other columns are other cells to measure.
  useLayoutEffect(() => {
    const row = tableRef.current?.tHead?.rows[0];
    if (!active || !row) return;
    const measure = () => setBox({ widths: [...row.cells].map((cell) => cell.getBoundingClientRect().width), height: row.getBoundingClientRect().height });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [tableRef, active, columnsKey]);
  return box;
}

/**
 * The box's sideways scroll as `--scroll-x` on the copy's element (`shown`: while it is drawn),
 * set directly from the box's scroll events: scrolling re-renders nothing.
 */
function useFollowScroll(boxRef: RefObject<HTMLElement | null>, shown: boolean): RefObject<HTMLDivElement | null> {
  const copyRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const copy = copyRef.current;
    if (!shown || !box || !copy) return;
    const follow = () => copy.style.setProperty('--scroll-x', `${box.scrollLeft}px`);
    follow();
    box.addEventListener('scroll', follow, { passive: true });
    return () => box.removeEventListener('scroll', follow);
  }, [boxRef, shown]);
  return copyRef;
}

export default function StickyHeader<Row extends object>({ tableRef, boxRef, cells, waiting }: StickyHeaderProps<Row>) {
  const stuck = useHeaderStuck(tableRef);
  const box = useHeaderBox(tableRef, stuck, cells.map((cell) => cell.key).join('|'));
  const shown = stuck && !!box && box.widths.length === cells.length;
  const copyRef = useFollowScroll(boxRef, shown);
  if (!shown) return null;
  return (
    <div ref={copyRef} aria-hidden="true" className="sticky z-10 h-0" style={{ top: STICKY_TOP_PX }} data-testid="sticky-header">
      <div className="overflow-x-clip border-x border-transparent">
        <div className="flex w-max border-b border-slate-200 bg-slate-100 text-xs font-semibold text-slate-700 shadow-sm [transform:translateX(calc(-1*var(--scroll-x,0px)))]">
          {cells.map(({ key, column, pinned }, index) => {
            const numeric = specOf(column).kind === 'number';
            return (
              <div
                key={key}
                style={{ width: box.widths[index], height: box.height }}
                className={`flex shrink-0 flex-col justify-end whitespace-nowrap ${CELL_PADDING_X} py-2 max-md:whitespace-normal ${numeric ? 'items-end text-right' : 'items-start text-left'} ${pinned ? 'relative z-[1] bg-slate-100 shadow-[inset_-1px_0_0_var(--color-slate-200)] [transform:translateX(var(--scroll-x,0px))]' : ''}`}
              >
                <HeaderContent column={column} waiting={waiting} cloned />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
