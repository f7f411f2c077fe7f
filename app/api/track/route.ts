import { z } from 'zod';
import { download } from '@/lib/contracts';
import { callAsCustomer } from '@/lib/server/data/as-customer';
import { requireAuth } from '@/lib/server/session';

const eventSchema = download.menuTrack.request.pick({ menuName: true, policyNo: true, displayPage: true });

/** Receives the browser's analytics beacon and forwards it to the core's menu/track. */
export async function POST(req: Request) {
  const parsed = eventSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { clientId } = await requireAuth();
  try {
    await callAsCustomer(download.menuTrack, {
      ...parsed.data,
      clientId,
      browser: (req.headers.get('user-agent') ?? 'unknown').slice(0, 400),
    });
  } catch (e) {
    console.error('menu/track failed:', (e as Error).message);
    return Response.json({ ok: false }, { status: 502 });
  }
  return new Response(null, { status: 204 });
}
