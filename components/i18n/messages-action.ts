'use server';

import { getMessages } from 'next-intl/server';
import { z } from 'zod';
import { publicActionClient } from '@/lib/server/action-client';
import { LAZY_NAMESPACES } from './lazy-namespaces';

/**
 * The texts of what shows only now and then (a failed page, the session warning, the picture
 * editor), in this browser's language, fetched when it shows: carried in every page's HTML they
 * would cost each page its bytes. Public: they are the catalogue's, and say nothing of anyone.
 */
export const loadMessagesAction = publicActionClient
  .metadata({ actionName: 'loadMessagesAction' })
  .inputSchema(z.array(z.enum(LAZY_NAMESPACES)).min(1).max(LAZY_NAMESPACES.length))
  .action(async ({ parsedInput }) => {
    const all = await getMessages();
    return Object.fromEntries(parsedInput.map((ns) => [ns, all[ns]]));
  });
