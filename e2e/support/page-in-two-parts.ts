// A page that arrives as on a slow connection: its HTML in two parts with a pause between them,
// during which the browser draws what it has read so far. A small proxy in front of the site
// under test: the page's HTML is cut where the test says, everything else passes through.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageInTwoParts {
  /** The page's address on the proxy. */
  url: string;
  close: () => Promise<void>;
}

/** Headers the proxy cannot pass on as they came: fetch() has already decompressed the body. */
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * Serves `origin` with `path`'s HTML cut at `cutAt(html)` (an offset in characters): the first
 * part, then the rest `pauseMs` later.
 */
export async function servePageInTwoParts(
  origin: string,
  path: string,
  cutAt: (html: string) => number,
  pauseMs: number,
): Promise<PageInTwoParts> {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    void (async () => {
      const upstream = await fetch(new URL(url, origin), { headers: { accept: request.headers.accept ?? '*/*' } });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      if (url !== path) {
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const cut = cutAt(html);
      if (cut <= 0 || cut >= html.length) throw new Error(`servePageInTwoParts: no place to cut ${path} at`);
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(html.slice(cut));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
