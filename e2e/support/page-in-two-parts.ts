// A page that arrives as on a slow connection: its HTML in two parts, the second held back until
// the test sends it, meanwhile the browser draws what it has read so far. A small proxy in front
// of the site under test: the page's HTML is cut where the test says, everything else passes
// through.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageInTwoParts {
  /** The page's address on the proxy. */
  url: string;
  /** Sends the rest of the page's HTML. */
  sendTheRest: () => void;
  close: () => Promise<void>;
}

/** Headers the proxy cannot pass on as they came: fetch() has already decompressed the body. */
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * Serves `origin` with `path`'s HTML cut at `cutAt(html)` (an offset in characters): the first
 * part, then the rest once `sendTheRest()` is called.
 */
export async function servePageInTwoParts(
  origin: string,
  path: string,
  cutAt: (html: string) => number,
): Promise<PageInTwoParts> {
  let sendTheRest = () => {};
  const restSent = new Promise<void>((resolve) => (sendTheRest = resolve));
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
      await restSent;
      response.end(html.slice(cut));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    sendTheRest,
    close: () =>
      new Promise<void>((resolve, reject) => {
        sendTheRest();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
