import { notReadyReason } from '@/lib/server/readiness';

/**
 * Readiness: configuration valid, envelope key loaded, the core answering within 2 s, and no
 * SIGTERM received (lib/server/shutdown.ts). A load balancer stops sending customers to an
 * instance that answers 503, and starts again when it answers 200 (docs/operations.md).
 */
export async function GET() {
  const reason = await notReadyReason();
  return Response.json(reason ? { status: 'not ready', reason } : { status: 'ready' }, {
    status: reason ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
