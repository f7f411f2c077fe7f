import { notAPage } from '@/lib/not-a-page';

/**
 * Where next.config.mjs sends an address the proxy never sees (Next's build output, the app's
 * static files) when no file is there.
 */
export const GET = notAPage;
export const HEAD = notAPage;
