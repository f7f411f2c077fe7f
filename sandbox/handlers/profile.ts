import { user } from '@portal/contracts';
import { istDateTime } from '../domain/format';
import { authedRoute, ok } from './route';

interface CustomerRow {
  id: number;
  client_id: string;
  first_name: string;
  surname: string;
  mobile: string;
  email: string | null;
  alternate_email: string | null;
  profile_pic: string | null;
  permanent_address: string | null;
  mailing_address: string | null;
  go_green: string;
}

export const profileRoutes = [
  authedRoute(user.profileDetails, (_req, ctx) => {
    const { db, session } = ctx;
    const c = db.prepare('SELECT * FROM customers WHERE id = ?').get(session.customerId) as CustomerRow;
    // 'Last login' means the one before this session; logins are appended, so id order is time order.
    const previous = db
      .prepare(`SELECT at FROM logins WHERE customer_id = ?
        AND id < coalesce((SELECT id FROM logins WHERE session_id = ?), 9223372036854775807)
        ORDER BY id DESC LIMIT 1`)
      .get(session.customerId, session.sessionId) as { at: number } | undefined;
    return ok({
      id: String(c.id),
      clientId: c.client_id,
      firstname: c.first_name,
      surname: c.surname,
      profilePic: c.profile_pic,
      lastLogin: previous ? istDateTime(previous.at) : null,
      emailId: c.email,
      alternateEmailId: c.alternate_email,
      primaryMobileNo: c.mobile,
      permanentAddress: c.permanent_address,
      mailingAddress: c.mailing_address,
      goGreenFlag: c.go_green,
    });
  }),
];
