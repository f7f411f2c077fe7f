'use server';

import { redirect } from 'next/navigation';
import { user } from '@portal/contracts';
import { callUpstream } from '@/lib/server/gateway';
import { getSession } from '@/lib/server/session';

/** Ends the session at the core (best effort), clears the cookie, and goes to /login. */
export async function logoutAction(): Promise<void> {
  const session = await getSession();
  if (session.accessToken && session.sessionId) {
    try {
      await callUpstream(user.logout, { sessionId: session.sessionId }, { accessToken: session.accessToken, source: session.source });
    } catch (e) {
      console.error('logout at the core failed:', (e as Error).message);
    }
  }
  session.destroy();
  redirect('/login');
}
