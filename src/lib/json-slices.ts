/**
 * JSON.parse for the site's data files without one long main-thread task.
 *
 * The pipeline writes every data file in one fixed layout (formatJson in
 * pipeline/io/generated-fs.ts): a top-level object with one member per line,
 * and an array member's items one per line, each complete on its line. The
 * response body is decoded as it arrives, and the items of such arrays (the
 * rows of a 30,000-line BvP file) are parsed a slice at a time; the browser
 * gets the main thread back between slices, so a tap or a paint never waits
 * for the whole file. Any text not in that layout (an item spread over several
 * lines, an external feed) is handed to JSON.parse whole: the result is always
 * exactly JSON.parse's.
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

/** The lines of a text that arrives in pieces (a decoded response body) or all at once. */
class Lines {
  private buffer: string;
  private position = 0;
  private ended: boolean;
  /** Every piece read, kept for JSON.parse when the text turns out not to be in the layout. */
  private readonly pieces: string[];

  constructor(
    private readonly reader: ReadableStreamDefaultReader<string> | null,
    text = '',
  ) {
    this.buffer = text;
    this.pieces = [text];
    this.ended = reader === null;
  }

  /** The next line if it is already here (undefined: more text must be read first; null: the end). */
  nextIfHere(): string | null | undefined {
    const end = this.buffer.indexOf('\n', this.position);
    if (end !== -1) {
      const line = this.buffer.slice(this.position, end);
      this.position = end + 1;
      return line;
    }
    if (!this.ended) return undefined;
    if (this.position > this.buffer.length) return null;
    const last = this.buffer.slice(this.position);
    this.position = this.buffer.length + 1;
    return last;
  }

  async next(): Promise<string | null> {
    for (;;) {
      const line = this.nextIfHere();
      if (line !== undefined) return line;
      const { value, done } = await this.reader!.read();
      if (done) this.ended = true;
      else {
        this.pieces.push(value);
        this.buffer = this.buffer.slice(this.position) + value;
        this.position = 0;
      }
    }
  }

  /** The whole text (the rest is read first). */
  async all(): Promise<string> {
    while (!this.ended) {
      const { value, done } = await this.reader!.read();
      if (done) this.ended = true;
      else this.pieces.push(value);
    }
    return this.pieces.join('');
  }
}

/** A response body's parsed JSON, equal to `await response.json()` and throwing as it does. */
export async function readJsonInSlices(response: Response, pause: () => Promise<void> = yieldToBrowser): Promise<unknown> {
  if (!response.body || typeof TextDecoderStream === 'undefined') return parseJsonInSlices(await response.text(), pause);
  return parseLines(new Lines(response.body.pipeThrough(new TextDecoderStream()).getReader()), pause);
}

/** The parsed value of `text`; equal to JSON.parse(text), throwing as it does. */
export function parseJsonInSlices(text: string, pause: () => Promise<void> = yieldToBrowser): Promise<unknown> {
  return parseLines(new Lines(null, text), pause);
}

async function parseLines(lines: Lines, pause: () => Promise<void>): Promise<unknown> {
  const sliced = await parseLayout(lines, pause);
  return sliced === NOT_IN_LAYOUT ? JSON.parse(await lines.all()) : sliced;
}

const NOT_IN_LAYOUT = Symbol('not in layout');
const MEMBER = /^ {2}("(?:[^"\\]|\\.)*"): (.*?),?$/;
const ARRAY_END = /^ {2}\],?$/;

async function parseLayout(lines: Lines, pause: () => Promise<void>): Promise<unknown> {
  const next = () => {
    const line = lines.nextIfHere();
    return line === undefined ? lines.next() : line;
  };
  if ((await next()) !== '{') return NOT_IN_LAYOUT;
  const result: Record<string, unknown> = {};
  for (let line = await next(); line !== null; line = await next()) {
    if (line === '}') {
      for (let rest = await next(); rest !== null; rest = await next()) if (rest.trim() !== '') return NOT_IN_LAYOUT;
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
    for (;;) {
      // Without an await per line: most lines are already decoded.
      let item = lines.nextIfHere();
      if (item === undefined) item = await lines.next();
      if (item === null) break;
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
