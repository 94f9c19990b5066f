// A static file server on 127.0.0.1 for the browser tests and the browser benchmark: serves one
// folder (following symbolic links) with the content types a browser needs, application/wasm
// included, and nothing outside it; with `cors`, to pages of any origin (as a CDN does); with
// `noCharset`, pages as a server that names no character set sends them (`text/html` alone).

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function serveStatic(
  root: string,
  options: { cors?: boolean; noCharset?: boolean } = {},
): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type':
            options.noCharset && extname(file) === '.html'
              ? 'text/html'
              : (TYPES[extname(file)] ?? 'application/octet-stream'),
          'content-length': info.size,
          'cache-control': 'no-store',
          ...(options.cors ? { 'access-control-allow-origin': '*' } : {}),
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
