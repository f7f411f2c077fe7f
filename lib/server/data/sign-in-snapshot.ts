import 'server-only';
import { kyc, user } from '@portal/contracts';
import type { CoreSession, SignInSnapshot } from '../../session-rules';
import type { ShellCustomer } from '../../types';
import { callUpstream } from '../gateway';
import { reshapeCustomer } from './reshape';
import { logFailure } from '../log';

/*
 * The customer's name, picture and last login, and whether to remind them of e-KYC, read once as
 * their session begins and kept in it. Every page's shell and the dashboard used to ask the core
 * for them on every request: a third of a dashboard's core calls, and measured at about a tenth of
 * its server time. The price is that a change made outside the portal (the back office approving
 * a new name, say) shows from the next sign-in; the portal's own changes update the session at
 * once (lib/server/data/profile-image.ts, kyc.ts).
 */

/** Only what the shell shows: the cookie carries nothing more of the profile. */
function toShellCustomer(c: ShellCustomer): ShellCustomer {
  return { firstName: c.firstName, fullName: c.fullName, initials: c.initials, profilePic: c.profilePic, lastLogin: c.lastLogin };
}

/**
 * Both reads at once, with the new session's own token (the cookie is not saved yet). A failed
 * read is left out, and the pages then ask the core each time, as before: a slow profile service
 * must not stop anyone signing in.
 */
export async function readSignInSnapshot(core: CoreSession, source: string): Promise<SignInSnapshot> {
  const auth = { accessToken: core.accessToken, source };
  const body = { sessionId: core.sessionId };
  const [details, notice] = await Promise.allSettled([
    callUpstream(user.profileDetails, body, auth).then((d) => toShellCustomer(reshapeCustomer(d))),
    callUpstream(kyc.ekycNotification, body, auth).then((n) => n.showAlert),
  ]);
  if (details.status === 'rejected') logFailure(details.reason, 'sign-in profile/details');
  if (notice.status === 'rejected') logFailure(notice.reason, 'sign-in getNotification/Ekyc');
  return {
    customer: details.status === 'fulfilled' ? details.value : undefined,
    ekycReminder: notice.status === 'fulfilled' ? notice.value : undefined,
  };
}
