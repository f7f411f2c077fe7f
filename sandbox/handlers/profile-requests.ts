import { CODES, profile } from '@portal/contracts';
import { raiseChangeRequest } from '../domain/change-requests';
import { fail } from '../domain/failure';
import { checkName, PROFILE_MESSAGES } from '../domain/profile-rules';
import { GO_GREEN_MESSAGES, GO_GREEN_SUBJECT, NAME_SUBJECT } from '../domain/request-subjects';
import { duplicateOf } from '../domain/service-requests';
import { resolveDocuments } from '../domain/request-documents';
import { customerById } from '../store/customers';
import { authedRoute, ok } from './route';

/** nameChange and goGreenRegisteration: requests the back office approves. */
export { GO_GREEN_MESSAGES, GO_GREEN_SUBJECT, NAME_SUBJECT };
const invalid = () => fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.invalid);

export const profileRequestRoutes = [
  authedRoute(profile.nameChange, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    const first = checkName(req.firstName, PROFILE_MESSAGES.firstName);
    if (!first.ok) return first;
    const middle = checkName(req.middleName, PROFILE_MESSAGES.middleName, true);
    if (!middle.ok) return middle;
    const last = checkName(req.lastName, PROFILE_MESSAGES.lastName);
    if (!last.ok) return last;
    const me = customerById(db, session.customerId);
    const name = { title: req.title, firstName: first.value, middleName: middle.value, lastName: last.value };
    const current = [me.title, me.first_name, me.middle_name ?? '', me.surname].join('|');
    if (current === [name.title, name.firstName, name.middleName, name.lastName].join('|')) {
      return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.sameName);
    }
    const duplicate = duplicateOf(db, { customerId: me.id, policyId: null, subject: NAME_SUBJECT });
    if (duplicate) return duplicate;
    const proofs = resolveDocuments(db, {
      customerId: me.id,
      purpose: 'NAME_PROOF',
      docs: req.documents,
      labels: ['name proof'],
      count: { min: 1, max: 2 },
      now,
    });
    if (!proofs.ok) return proofs;
    const fullName = [name.title, name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');
    const raised = raiseChangeRequest(db, {
      customerId: me.id,
      policyId: null,
      subject: NAME_SUBJECT,
      description: `Name to ${fullName}`,
      change: { kind: 'NAME', payload: name },
      documents: proofs.files,
      now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(profile.goGreenRegistration, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    const me = customerById(db, session.customerId);
    // SPEC §6: opted in already, or a request on its way, says the same.
    const pending = duplicateOf(db, { customerId: me.id, policyId: null, subject: GO_GREEN_SUBJECT });
    if (me.go_green === 'Y' || pending) return fail(CODES.BAD_REQUEST, GO_GREEN_MESSAGES.already);
    if (!me.email) return fail(CODES.BAD_REQUEST, GO_GREEN_MESSAGES.noEmail);
    const raised = raiseChangeRequest(db, {
      customerId: me.id,
      policyId: null,
      subject: GO_GREEN_SUBJECT,
      description: `E-statements to ${me.email}`,
      change: { kind: 'GO_GREEN', payload: {} },
      now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),
];
