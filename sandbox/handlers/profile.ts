import { user } from '@portal/contracts';
import { istDateTime } from '../domain/format';
import { profileFields } from '../domain/profile-view';
import { customerById, setPreferredLanguage } from '../store/customers';
import { previousLoginAt } from '../store/sessions';
import { authedRoute, ok } from './route';

export const profileRoutes = [
  authedRoute(user.profileDetails, (_req, ctx) => {
    const { db, session } = ctx;
    const c = customerById(db, session.customerId);
    // 'Last login' means the one before this session.
    const previous = previousLoginAt(db, session.customerId, session.sessionId);
    return ok({
      id: String(c.id),
      clientId: c.client_id,
      firstname: c.first_name,
      surname: c.surname,
      profilePic: c.profile_pic,
      lastLogin: previous === undefined ? null : istDateTime(previous),
      emailId: c.email,
      alternateEmailId: c.alternate_email,
      primaryMobileNo: c.mobile,
      permanentAddress: c.permanent_address,
      mailingAddress: c.mailing_address,
      goGreenFlag: c.go_green,
      ...profileFields(c),
      preferredLanguage: c.preferred_language,
    });
  }),

  // The customer switched language, or signed in with one: from now on their messages are written in it.
  authedRoute(user.setPreferredLanguage, (req, ctx) => {
    setPreferredLanguage(ctx.db, ctx.session.customerId, req.language);
    return ok(null);
  }),
];
