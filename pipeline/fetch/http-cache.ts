/**
 * The fetch cache on disk (`<out>/.http-cache/`): for each request URL (secrets
 * redacted), the response body and its validators (ETag, Last-Modified), so a
 * re-run asks "has it changed?" (If-None-Match / If-Modified-Since) and a 304
 * reuses the stored body instead of downloading it again. Entries written with
 * `immutable` (past Statcast date chunks) are reused without any request.
 * The client stores only bodies that passed the request's checks, tagged with the
 * request's `schema` (what those checks were), and reuses an entry only under the
 * same schema (http-client.ts).
 * Bodies and the index are written through a temporary file and a rename.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedResponse {
  etag: string | null;
  lastModified: string | null;
  immutable: boolean;
  storedAt: string;
  /** What the body was validated against when stored (null: format checks only). */
  schema: string | null;
  body: Uint8Array;
}

export interface HttpCache {
  get(key: string): Promise<CachedResponse | null>;
  put(key: string, entry: CachedResponse): Promise<void>;
}

interface IndexEntry {
  etag: string | null;
  lastModified: string | null;
  immutable: boolean;
  storedAt: string;
  schema?: string | null;
  bodyFile: string;
}

export const HTTP_CACHE_DIR = '.http-cache';

async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

export class FileHttpCache implements HttpCache {
  private index: Record<string, IndexEntry> | null = null;

  constructor(readonly dir: string) {}

  private get indexFile(): string {
    return path.join(this.dir, 'index.json');
  }

  private async load(): Promise<Record<string, IndexEntry>> {
    if (this.index !== null) return this.index;
    try {
      this.index = JSON.parse(await readFile(this.indexFile, 'utf8')) as Record<string, IndexEntry>;
    } catch {
      this.index = {};
    }
    return this.index;
  }

  async get(key: string): Promise<CachedResponse | null> {
    const entry = (await this.load())[key];
    if (entry === undefined) return null;
    try {
      const body = new Uint8Array(await readFile(path.join(this.dir, entry.bodyFile)));
      return { etag: entry.etag, lastModified: entry.lastModified, immutable: entry.immutable, storedAt: entry.storedAt, schema: entry.schema ?? null, body };
    } catch {
      return null;
    }
  }

  async put(key: string, entry: CachedResponse): Promise<void> {
    const index = await this.load();
    await mkdir(this.dir, { recursive: true });
    const bodyFile = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.body`;
    await writeAtomically(path.join(this.dir, bodyFile), entry.body);
    index[key] = { etag: entry.etag, lastModified: entry.lastModified, immutable: entry.immutable, storedAt: entry.storedAt, schema: entry.schema, bodyFile };
    await writeAtomically(this.indexFile, `${JSON.stringify(index, null, 2)}\n`);
  }
}
