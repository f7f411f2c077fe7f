import { TECHNICAL_ERROR } from '../../lib/constants';

/**
 * Customers requesting pages over and over while something changes underneath (a rolling restart,
 * a key rotation), each on its own session cookie, one request at a time. A request fails when it
 * is not answered 200, sends the customer to /login, shows the technical-issue message, or lacks
 * what only an answer from the core puts on the page.
 */
export interface LoadClient {
  name: string;
  path: string;
  /** `name=value` of the session cookie; none for a public page */
  cookie?: string;
  /** text on the page only when its calls to the core succeeded */
  expect: string;
}

export interface LoadFailure {
  client: string;
  at: number;
  problem: string;
}

/** One request as the load makes it: the problem, or null when the page came whole. */
export async function check(base: string, client: LoadClient): Promise<string | null> {
  try {
    const res = await fetch(`${base}${client.path}`, {
      headers: client.cookie ? { cookie: client.cookie } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const html = await res.text();
    // The portal renews the session in the cookie as a browser moves: keep the renewed one.
    const name = client.cookie?.split('=')[0];
    const renewed = name && res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
    if (renewed) client.cookie = renewed.split(';')[0];
    if (res.status !== 200) {
      const why = res.headers.get('location') ?? (res.headers.get('content-type')?.startsWith('text/plain') ? html : '');
      return `HTTP ${res.status} ${why}`.trim();
    }
    if (html.includes(TECHNICAL_ERROR)) return 'the technical-issue message';
    if (!html.includes(client.expect)) return `no '${client.expect}' on the page`;
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export function runLoad(base: string, clients: LoadClient[]) {
  const failures: LoadFailure[] = [];
  const served = new Map(clients.map((c) => [c.name, 0]));
  let running = true;
  const loops = clients.map(async (client) => {
    while (running) {
      const problem = await check(base, client);
      if (problem) failures.push({ client: client.name, at: Date.now(), problem });
      else served.set(client.name, served.get(client.name)! + 1);
    }
  });
  return {
    failures,
    served,
    /** Resolves once every client has been served `n` more pages (proof the load runs through a step). */
    async servedMore(n: number, withinMs = 60_000) {
      const from = new Map(served);
      const until = Date.now() + withinMs;
      while ([...served].some(([name, count]) => count < from.get(name)! + n)) {
        if (failures.length) return;
        if (Date.now() > until) throw new Error(`the load stalled: ${JSON.stringify([...served])}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
