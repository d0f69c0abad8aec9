/**
 * JSON.parse for the site's data files without one long main-thread task.
 *
 * The pipeline writes every data file in one fixed layout (formatJson in
 * pipeline/io/generated-fs.ts): a top-level object with one member per line,
 * and an array member's items one per line, each complete on its line. The
 * items of such arrays (the rows of a 30,000-line BvP file) are parsed a slice
 * at a time, and the browser gets the main thread back between slices, so a
 * tap or a paint never waits for the whole file. Any text not in that layout
 * (an item spread over several lines, an external feed) is handed to JSON.parse
 * whole: the result is always exactly JSON.parse's.
 */

/** Array items parsed per slice: a few milliseconds on a slow phone. */
const SLICE_ITEMS = 1000;

/** Gives the main thread back for a moment; not throttled in background tabs as timers are. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const MEMBER = /^ {2}("(?:[^"\\]|\\.)*"): (.*?),?$/;
const ARRAY_END = /^ {2}\],?$/;

/** The lines of `text`, one at a time, without splitting the whole text up front. */
class Lines {
  private position = 0;
  constructor(private readonly text: string) {}

  next(): string | null {
    if (this.position > this.text.length) return null;
    const end = this.text.indexOf('\n', this.position);
    const stop = end === -1 ? this.text.length : end;
    const line = this.text.slice(this.position, stop);
    this.position = stop + 1;
    return line;
  }
}

/** The parsed value of `text`; equal to JSON.parse(text), throwing as it does. */
export async function parseJsonInSlices(text: string, pause: () => Promise<void> = yieldToBrowser): Promise<unknown> {
  const sliced = await parseLayout(text, pause);
  return sliced === NOT_IN_LAYOUT ? JSON.parse(text) : sliced;
}

const NOT_IN_LAYOUT = Symbol('not in layout');

async function parseLayout(text: string, pause: () => Promise<void>): Promise<unknown> {
  const lines = new Lines(text);
  if (lines.next() !== '{') return NOT_IN_LAYOUT;
  const result: Record<string, unknown> = {};
  for (let line = lines.next(); line !== null; line = lines.next()) {
    if (line === '}') {
      for (let rest = lines.next(); rest !== null; rest = lines.next()) if (rest.trim() !== '') return NOT_IN_LAYOUT;
      return result;
    }
    const member = MEMBER.exec(line);
    if (!member) return NOT_IN_LAYOUT;
    const key = JSON.parse(member[1]!) as string;
    const value = member[2]!;
    if (value === '{') return NOT_IN_LAYOUT;
    if (value !== '[') {
      setMember(result, key, JSON.parse(value));
      continue;
    }
    const items: unknown[] = [];
    let batch: string[] = [];
    let closed = false;
    for (let item = lines.next(); item !== null; item = lines.next()) {
      if (ARRAY_END.test(item)) {
        closed = true;
        break;
      }
      if (!item.startsWith('    ') || item.charCodeAt(4) === 32) return NOT_IN_LAYOUT;
      const body = item.endsWith(',') ? item.slice(4, -1) : item.slice(4);
      if (body === '{' || body === '[') return NOT_IN_LAYOUT;
      batch.push(body);
      if (batch.length === SLICE_ITEMS) {
        for (const parsed of JSON.parse(`[${batch.join(',')}]`) as unknown[]) items.push(parsed);
        batch = [];
        await pause();
      }
    }
    if (!closed) return NOT_IN_LAYOUT;
    if (batch.length > 0) for (const parsed of JSON.parse(`[${batch.join(',')}]`) as unknown[]) items.push(parsed);
    setMember(result, key, items);
  }
  return NOT_IN_LAYOUT;
}

/** An own property, as JSON.parse makes it (even for a key like "__proto__"). */
function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
