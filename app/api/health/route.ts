/**
 * Liveness: the process answers. No session, no core call, nothing about the build: a failing
 * core must not get healthy instances restarted (that is what /api/ready is for).
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
