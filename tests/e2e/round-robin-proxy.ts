import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of portal instances, as small as a test can have it: round robin, and a
 * request goes to the next instance only when the connection was refused (an instance stopped or
 * not yet listening), as nginx's `proxy_next_upstream error` does. A request an instance accepted
 * and then failed is not sent again, so it counts as the failure it was.
 */
export interface RoundRobinProxy {
  url: string;
  /** requests sent on to the next instance after a refused connection */
  readonly retried: number;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

export async function startRoundRobinProxy(ports: readonly number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  let retried = 0;

  /** Sends to instance `at`; a refused connection moves on to the next one, until each was tried once. */
  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, at: number, tries = 1) {
    const port = ports[at % ports.length]!;
    // A new connection per request: an instance that has stopped listening refuses the next one at once.
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: 'close' },
        agent: false,
      },
      (answer) => {
        const headers = { ...answer.headers };
        for (const h of HOP_BY_HOP) delete headers[h];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        answer.on('close', () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNREFUSED' && tries < ports.length) {
        retried++;
        forward(req, body, res, at + 1, tries + 1);
      } else if (!res.headersSent) {
        // The cause, for the test's failure list.
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${e.code ?? e.message} from port ${port}`);
      } else {
        res.destroy();
      }
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, turn++));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get retried() {
      return retried;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
