import { z } from 'zod';
import { MAX_NOMINEES } from '@portal/contracts/nominee';
import { RELATIONSHIPS } from '@portal/contracts/options';
import { NAME_PATTERN } from '@portal/contracts/profile';
import { formatDate, todayInIndia } from '@/lib/format';
import type { Nominee } from '@/lib/types';

/**
 * A policy's new nominees, judged as the core judges them (changeNominee, issue 8 §2 "Nominee"):
 * names as NAME_PATTERN takes them; a relationship from the SPEC's list but not 'Self'; a real
 * date of birth that has passed; whole shares totalling 100; and for a nominee under 18 on
 * today's date in India, an appointee's name and relationship. One schema for the form and the
 * action; the messages are the core's, plus two of ours where it has none (relationship, share),
 * as catalogue keys (messages/*.json, policyDetails.changeNominee.errors) the fields word.
 */
export const NOMINEE_MESSAGES = {
  name: 'policyDetails.changeNominee.errors.name',
  relationship: 'policyDetails.changeNominee.errors.relationship',
  self: 'policyDetails.changeNominee.errors.self',
  dateOfBirth: 'policyDetails.changeNominee.errors.dateOfBirth',
  share: 'policyDetails.changeNominee.errors.share',
  total: 'policyDetails.changeNominee.errors.total',
  appointee: 'policyDetails.changeNominee.errors.appointee',
} as const;

export { MAX_NOMINEES };
export const ADULT_AGE = 18;

/** Inner runs of spaces become one, as the core stores names. */
export const cleanName = (raw: string) => raw.trim().replace(/\s+/g, ' ');
const isName = (name: string) => name.length > 0 && name.length <= 100 && NAME_PATTERN.test(name);

/** 'YYYY-MM-DD' (a date input's value) that exists, from 1900 on, not after today in India. */
export function isPastDay(iso: string, today = todayInIndia()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  const real = t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
  return real && y >= 1900 && iso <= today;
}

/** Under 18 today; a 29 February birthday comes of age on 1 March, as the core counts it. */
export function isMinor(iso: string, today = todayInIndia()): boolean {
  if (!isPastDay(iso, today)) return false;
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + ADULT_AGE, mo - 1, d)).toISOString().slice(0, 10) > today;
}

/** Whatever the rows hold, as a number: blank or broken shares count as 0. */
export const shareTotal = (rows: ReadonlyArray<{ sharePercentage: string | number }>) =>
  rows.reduce((sum, r) => sum + (Number(r.sharePercentage) || 0), 0);

// Strings in, the core's values out: the form's dropdowns start empty ('Please Select').
const relationship = z.string().pipe(z.enum(RELATIONSHIPS, { error: NOMINEE_MESSAGES.relationship }));
const appointeeRelationship = z
  .string()
  .pipe(z.union([z.literal(''), z.enum(RELATIONSHIPS)], { error: NOMINEE_MESSAGES.appointee }));

const nomineeRow = z
  .object({
    nomineeName: z.string().transform(cleanName).refine(isName, NOMINEE_MESSAGES.name),
    relationship: relationship.refine((r) => r !== 'Self', NOMINEE_MESSAGES.self),
    dateOfBirth: z.string().refine((iso) => isPastDay(iso), NOMINEE_MESSAGES.dateOfBirth),
    sharePercentage: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, NOMINEE_MESSAGES.share)
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, NOMINEE_MESSAGES.share),
    appointeeName: z.string().transform(cleanName),
    appointeeRelationship,
  })
  .superRefine((n, ctx) => {
    if (!isMinor(n.dateOfBirth)) return;
    if (!isName(n.appointeeName)) ctx.addIssue({ code: 'custom', path: ['appointeeName'], message: NOMINEE_MESSAGES.appointee });
    if (!n.appointeeRelationship)
      ctx.addIssue({ code: 'custom', path: ['appointeeRelationship'], message: NOMINEE_MESSAGES.appointee });
  })
  // The core's shape: DD/MM/YYYY, and an appointee only for a minor.
  .transform(({ appointeeName, appointeeRelationship, ...n }) => ({
    ...n,
    dateOfBirth: formatDate(n.dateOfBirth),
    ...(isMinor(n.dateOfBirth) && appointeeRelationship ? { appointeeName, appointeeRelationship } : {}),
  }));

export const nomineesSchema = z
  .array(nomineeRow)
  .max(MAX_NOMINEES)
  // No nominee at all totals 0%, so this also says there must be one.
  .superRefine((rows, ctx) => {
    if (shareTotal(rows) !== 100) ctx.addIssue({ code: 'custom', message: NOMINEE_MESSAGES.total });
  });

/** The 'Change Nominee' form. */
export const nomineeFormSchema = z.object({ nominees: nomineesSchema });
export type NomineeFormInput = z.input<typeof nomineeFormSchema>;
export type NomineeFormValues = z.output<typeof nomineeFormSchema>;
export type NomineeRowInput = NomineeFormInput['nominees'][number];

export const emptyNominee = (sharePercentage = ''): NomineeRowInput => ({
  nomineeName: '',
  relationship: '',
  dateOfBirth: '',
  sharePercentage,
  appointeeName: '',
  appointeeRelationship: '',
});

/**
 * The form starts from the nominees the policy has now, so changing one share or adding a second
 * nominee does not mean typing the others again. What the core did not send (an appointee's
 * relationship, a relationship outside the list, a whole share) is left for the customer to choose.
 * No nominees, or none readable: one blank row holding the whole share.
 */
export function currentNomineeRows(list: readonly Nominee[]): NomineeRowInput[] {
  const rows = list.slice(0, MAX_NOMINEES).map((n) => ({
    nomineeName: n.name,
    relationship: (RELATIONSHIPS as readonly string[]).includes(n.relationship) ? n.relationship : '',
    dateOfBirth: n.dateOfBirth ?? '',
    sharePercentage: Number.isInteger(n.sharePercent) ? String(n.sharePercent) : '',
    appointeeName: n.appointeeName ?? '',
    appointeeRelationship: '',
  }));
  return rows.length > 0 ? rows : [emptyNominee('100')];
}
