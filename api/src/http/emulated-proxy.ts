import { createServer, type OutgoingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reverse proxy in front of the product, for tests (D25). */
export interface EmulatedProxy {
  /** The proxy's own address: the public address a browser uses. */
  url: string;
  close(): Promise<void>;
}

/**
 * A few lines of Node behaving like nginx's `location / { proxy_pass http://127.0.0.1:PORT; }`
 * with its defaults: the Host header rewritten to the upstream's (`$proxy_host`), `Connection:
 * close`, a `Location` naming the upstream rewritten to the proxy's address (`proxy_redirect
 * default`), and, as most configurations add, the client's address appended to X-Forwarded-For
 * (`$proxy_add_x_forwarded_for`; `forwardedFor: false` is a stock nginx adding nothing).
 */
export async function startEmulatedProxy(
  upstream: string,
  { forwardedFor = true }: { forwardedFor?: boolean } = {},
): Promise<EmulatedProxy> {
  const target = new URL(upstream);
  let ownOrigin = '';
  const server = createServer((incoming, outgoing) => {
    const headers: OutgoingHttpHeaders = { ...incoming.headers, host: target.host, connection: 'close' };
    if (forwardedFor) {
      const previous = incoming.headers['x-forwarded-for'];
      const client = incoming.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = previous ? `${previous}, ${client}` : client;
    }
    const toUpstream = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const answerHeaders: OutgoingHttpHeaders = { ...answer.headers };
        delete answerHeaders.connection;
        const location = answer.headers.location;
        if (location?.startsWith(target.origin)) {
          answerHeaders.location = ownOrigin + location.slice(target.origin.length);
        }
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    toUpstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(toUpstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: ownOrigin,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
