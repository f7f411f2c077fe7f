'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { user } from '@portal/contracts';
import { publicActionClient } from '@/lib/server/action-client';
import { callUpstream } from '@/lib/server/gateway';
import { getSession } from '@/lib/server/session';
import { logFailure } from '@/lib/server/log';

/**
 * Ends the session at the core (best effort), clears the cookie, and goes to /login. Public: an
 * expired session must still be able to log out. The Logout button's form posts nothing else.
 */
export const logoutAction = publicActionClient
  .metadata({ actionName: 'logoutAction' })
  .inputSchema(z.instanceof(FormData))
  .action(async () => {
    const session = await getSession();
    if (session.accessToken && session.sessionId) {
      try {
        await callUpstream(
          user.logout,
          { sessionId: session.sessionId },
          { accessToken: session.accessToken, source: session.source },
        );
      } catch (e) {
        // The customer is leaving either way; the core's session then simply times out.
        logFailure(e, 'logout at the core');
      }
    }
    session.destroy();
    redirect('/login');
  });
