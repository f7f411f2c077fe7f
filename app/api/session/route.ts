import { isNavigationError } from 'next-safe-action';
import { getProfileDetails } from '@/lib/server/data/profile';
import { getEnv } from '@/lib/server/env';
import { SessionExpiredError } from '@/lib/server/errors';
import { getAuth, getSession, readSession } from '@/lib/server/session';
import { isSameOrigin } from '@/lib/server/same-origin';
import { sessionEnd, type SessionData } from '@/lib/session-rules';
import { logFailure } from '@/lib/server/log';

/*
 * The session-expiry warning's two calls (components/shell/session-expiry-watch.ts). Both answer
 * {expiresAt, now, final} (epoch ms, the server's clock; final when it is the absolute limit) and
 * nothing else from the session; 401 when it has ended. The proxy does not count /api/ calls as
 * activity, so GET reports without renewing.
 */
const NO_STORE = { 'Cache-Control': 'no-store' };
const refuse = (status: number) => new Response(null, { status, headers: NO_STORE });

function deadline(s: Readonly<SessionData>) {
  const { idleMs, absoluteMs } = getEnv();
  return Response.json({ ...sessionEnd(s, { idleMs, absoluteMs }), now: Date.now() }, { headers: NO_STORE });
}

/** When the session will end if the customer does nothing. */
export async function GET() {
  if (!(await getAuth())) return refuse(401);
  return deadline(await readSession());
}

/**
 * 'Stay signed in': renews the idle timer, here and at the core, whose token also ends when idle.
 * Only from the portal's own pages (lib/server/same-origin.ts): the cookie is SameSite=Lax, which a
 * sibling origin of the same site also gets.
 */
export async function POST(req: Request) {
  if (!isSameOrigin(req)) return refuse(403);
  if (!(await getAuth())) return refuse(401);
  try {
    // Any call on the customer's behalf extends the core's token; the profile is the lightest read.
    await getProfileDetails();
  } catch (e) {
    if (e instanceof SessionExpiredError || isNavigationError(e)) {
      (await getSession()).destroy();
      return refuse(401);
    }
    // The core is having trouble: the portal's own session is still renewed, the pages will say the rest.
    logFailure(e, 'session renewal: profile/details');
  }
  const session = await getSession();
  session.lastSeenAt = Date.now();
  await session.save();
  return deadline(session);
}
