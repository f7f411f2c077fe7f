import { CODES } from '@portal/contracts';
import { NAME_PATTERN } from '@portal/contracts/profile';
import type { NomineeInput } from '@portal/contracts/nominee';
import { addYears } from '../store/calendar';
import type { NomineeRow } from '../store/policies';
import { fail, type Failure } from './failure';

/**
 * A policy's new nominees, as the core checks them: real names, a date of
 * birth that exists and has passed, not the policyholder ('Self'), shares
 * that total exactly 100, and for a nominee under 18 (on today's IST date) an
 * appointee who receives the money on the minor's behalf.
 */
export const NOMINEE_SUBJECT = 'Nominee Change Request';
export const NOMINEE_MESSAGES = {
  name: 'Please enter a valid nominee name',
  dateOfBirth: 'Please enter a valid date of birth',
  self: 'You cannot be your own nominee.',
  total: 'Total share of all nominees must be 100%',
  appointee: "Please enter the appointee's name and relationship for a nominee under 18.",
} as const;

const bad = (message: string): Failure => fail(CODES.BAD_REQUEST, message);
const cleanName = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ');
const validName = (s: string) => s.length > 0 && s.length <= 100 && NAME_PATTERN.test(s);

/** 'DD/MM/YYYY' → ISO day, or null when no such day exists. */
function isoDay(dmy: string): string | null {
  const [d, m, y] = dmy.split('/').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d || y < 1900) return null;
  return t.toISOString().slice(0, 10);
}

export function checkNominees(list: readonly NomineeInput[], today: string): { ok: true; rows: NomineeRow[] } | Failure {
  const rows: NomineeRow[] = [];
  for (const n of list) {
    const name = cleanName(n.nomineeName);
    if (!validName(name)) return bad(NOMINEE_MESSAGES.name);
    const dob = isoDay(n.dateOfBirth);
    if (!dob || dob > today) return bad(NOMINEE_MESSAGES.dateOfBirth);
    if (n.relationship === 'Self') return bad(NOMINEE_MESSAGES.self);
    const minor = addYears(dob, 18) > today;
    const appointee = cleanName(n.appointeeName);
    if (minor && (!validName(appointee) || !n.appointeeRelationship)) return bad(NOMINEE_MESSAGES.appointee);
    rows.push({
      name,
      relationship: n.relationship,
      share_pct: n.sharePercentage,
      date_of_birth: dob,
      appointee_name: minor ? appointee : null,
      appointee_relationship: minor ? (n.appointeeRelationship ?? null) : null,
    });
  }
  if (rows.reduce((sum, r) => sum + r.share_pct, 0) !== 100) return bad(NOMINEE_MESSAGES.total);
  return { ok: true, rows };
}
