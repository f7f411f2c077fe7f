import { isNavigationError } from 'next-safe-action';
import { z } from 'zod';
import { download } from '@portal/contracts';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { PolicyNotFoundError, SessionExpiredError } from '@/lib/server/errors';
import { callUpstream } from '@/lib/server/gateway';
import { getAuth } from '@/lib/server/session';
import { hasContentType, isSameOrigin } from '@/lib/server/same-origin';
import { logFailure } from '@/lib/server/log';

const eventSchema = download.menuTrack.request.pick({ menuName: true, policyNo: true, displayPage: true });

/** Receives the browser's analytics beacon and forwards it to the core's menu/track. */
export async function POST(req: Request) {
  // Only the portal's own pages report presses (lib/server/same-origin.ts).
  if (!isSameOrigin(req)) return new Response(null, { status: 403 });
  if (!hasContentType(req, 'application/json')) return new Response(null, { status: 415 });
  // A beacon can outlive the session (the Logout press itself is tracked): answer, don't redirect.
  const auth = await getAuth();
  if (!auth) return new Response(null, { status: 401 });
  const parsed = eventSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  try {
    // Only the customer's own policy is named to the core, even in analytics.
    if (parsed.data.policyNo) await getOwnedPolicy(parsed.data.policyNo);
    await callUpstream(
      download.menuTrack,
      {
        ...parsed.data,
        sessionId: auth.sessionId,
        clientId: auth.clientId,
        browser: (req.headers.get('user-agent') ?? 'unknown').slice(0, 400),
      },
      { accessToken: auth.accessToken, source: auth.source },
    );
  } catch (e) {
    if (e instanceof PolicyNotFoundError) return new Response(null, { status: 404 });
    if (e instanceof SessionExpiredError || isNavigationError(e)) return new Response(null, { status: 401 });
    logFailure(e, 'menu/track');
    return new Response(null, { status: 502 });
  }
  return new Response(null, { status: 204 });
}
