import type { NextRequest } from 'next/server';
import { getMessages } from 'next-intl/server';
import { LAZY_NAMESPACES, type LazyNamespace } from '@/components/i18n/lazy-namespaces';

const isLazy = (ns: string): ns is LazyNamespace => (LAZY_NAMESPACES as readonly string[]).includes(ns);

/**
 * GET /api/messages?ns=sessionExpiry,ui: the texts of what a page shows only now and then (a
 * failed page, the session warning, the picture editor) in this browser's language, fetched when
 * it shows (components/i18n/lazy-messages.tsx). Under /api/ so that asking is not activity: the
 * session warning must not renew the session it warns about (proxy.ts). Only those namespaces.
 */
export async function GET(req: NextRequest) {
  const asked = (req.nextUrl.searchParams.get('ns') ?? '').split(',');
  if (!asked.length || !asked.every(isLazy)) return new Response(null, { status: 400 });
  const all = await getMessages();
  return Response.json(Object.fromEntries(asked.map((ns) => [ns, all[ns]])));
}
