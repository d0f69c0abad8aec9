/**
 * A loopback HTTP server standing in for every source. Routes are keyed by path;
 * `once` queues one-shot answers (429, 500, 403, a hang, a truncated body, ...)
 * that are served before the route's normal answer. Every request is recorded.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Never answer (the client must time out). */
  hang?: boolean;
  /** Announce the full length, send only the first half, then drop the connection. */
  truncate?: boolean;
}

export type Responder = (req: RecordedRequest) => Scripted;

export class FakeSources {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Responder>();
  private readonly queued = new Map<string, Scripted[]>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<FakeSources> {
    let self: FakeSources | null = null;
    const server = createServer((req, res) => self!.handle(req.url ?? '/', req.headers, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self = new FakeSources(server, `http://127.0.0.1:${port}`);
    server.on('connection', (socket) => {
      self!.sockets.add(socket);
      socket.on('close', () => self!.sockets.delete(socket));
    });
    return self;
  }

  on(path: string, responder: Responder): this {
    this.routes.set(path, responder);
    return this;
  }

  once(path: string, ...answers: Scripted[]): this {
    this.queued.set(path, [...(this.queued.get(path) ?? []), ...answers]);
    return this;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  private handle(url: string, headers: IncomingHttpHeaders, res: ServerResponse): void {
    const parsed = new URL(url, 'http://loopback');
    const req: RecordedRequest = { path: parsed.pathname, query: parsed.searchParams, headers };
    this.requests.push(req);
    const queue = this.queued.get(req.path);
    const answer = queue && queue.length > 0 ? queue.shift()! : (this.routes.get(req.path)?.(req) ?? { status: 404, body: `no route for ${req.path}` });
    if (answer.hang) return;
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : Buffer.from(answer.body ?? new Uint8Array());
    res.statusCode = answer.status ?? 200;
    for (const [k, v] of Object.entries(answer.headers ?? {})) res.setHeader(k, v);
    if (answer.truncate) {
      res.setHeader('Content-Length', String(body.byteLength));
      res.write(body.subarray(0, Math.floor(body.byteLength / 2)));
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    res.setHeader('Content-Length', String(body.byteLength));
    res.end(body);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Answers 304 when the request's If-None-Match carries `etag`, else 200 with the body and the ETag. */
export function withEtag(etag: string, body: () => string | Uint8Array, headers: Record<string, string> = {}): Responder {
  return (req) =>
    req.headers['if-none-match'] === etag ? { status: 304, headers: { ETag: etag } } : { status: 200, headers: { ...headers, ETag: etag }, body: body() };
}
