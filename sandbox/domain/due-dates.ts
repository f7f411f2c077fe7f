import type { Language } from '@portal/contracts/language';
import { addDays, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { requestsWithoutDueDay, setDueDay } from '../store/service-requests';
import { addWorkingDays } from './holidays';
import { say } from './messages';

/**
 * The promise each request carries (SPEC §1): a ticket is answered within 7
 * calendar days; a missing e-policy is emailed within 5 working days
 * (holidays.ts says which days work). The promise is fixed when the request
 * is raised, so the tracker can say what is left or how late it is.
 */
export const RESPONSE_DAYS = 7;
export const SOFT_COPY_WORKING_DAYS = 5;
/** The e-policy soft copy's subject (SPEC §4), normalised as the duplicate rule does. */
export const SOFT_COPY_SUBJECT = 'E-PD Soft Copy';

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
export const isSoftCopy = (subject: string) => norm(subject) === norm(SOFT_COPY_SUBJECT);

/** The ISO day (IST) a request raised at `createdAt` is due. */
export function dueDay(subject: string, createdAt: number): string {
  const raised = istToday(createdAt);
  return isSoftCopy(subject) ? addWorkingDays(raised, SOFT_COPY_WORKING_DAYS) : addDays(raised, RESPONSE_DAYS);
}

/** The promise in words, for the message that registers a request. */
export const promiseText = (subject: string, language: Language = 'en') =>
  isSoftCopy(subject)
    ? say(language, 'sms.promiseSoftCopy', { days: SOFT_COPY_WORKING_DAYS })
    : say(language, 'sms.promiseDays', { days: RESPONSE_DAYS });

/** Gives requests raised before schema v8 without a promised day theirs (on opening the database; idempotent). */
export function fillMissingDueDays(db: Db): void {
  const missing = requestsWithoutDueDay(db);
  if (!missing.length) return;
  db.transaction(() => {
    for (const r of missing) setDueDay(db, r.sr_number, dueDay(r.subject, r.created_at));
  })();
}
