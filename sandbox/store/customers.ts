import type { Language } from '@portal/contracts/language';
import type { Db } from './db';

/** customers: the insurer's policyholders. */
export interface CustomerRow {
  id: number;
  client_id: string;
  title: string | null;
  first_name: string;
  middle_name: string | null;
  surname: string;
  mobile: string;
  email: string | null;
  alternate_email: string | null;
  /** ISO day */
  date_of_birth: string | null;
  gender: string | null;
  pan: string | null;
  pan_verified: number;
  aadhaar_last4: string | null;
  kyc_status: KycStatus;
  /** the version of the picture in profile_images */
  profile_pic: string | null;
  permanent_address: string | null;
  mailing_address: string | null;
  go_green: string;
  /** the language the customer reads: their SMS, email and documents are written in it */
  preferred_language: Language;
}

export type KycStatus = 'PENDING' | 'IN_REVIEW' | 'COMPLETED';

export interface Contact {
  name: string;
  mobile: string;
  email: string | null;
  language: Language;
}

export const customerById = (db: Db, id: number) => db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow;

export const customerIdByMobile = (db: Db, mobile: string) =>
  (db.prepare('SELECT id FROM customers WHERE mobile = ?').get(mobile) as { id: number } | undefined)?.id;

export function contactOf(db: Db, customerId: number): Contact {
  const c = customerById(db, customerId);
  return { name: `${c.first_name} ${c.surname}`, mobile: c.mobile, email: c.email, language: c.preferred_language };
}

export function setPreferredLanguage(db: Db, id: number, language: Language): void {
  db.prepare('UPDATE customers SET preferred_language = ? WHERE id = ?').run(language, id);
}

/** A login id is the registered mobile (10 digits) or any policy number (8 digits) the customer owns. */
export function findLoginCustomer(db: Db, loginId: string): { id: number; mobile: string } | undefined {
  const sql =
    loginId.length === 8
      ? 'SELECT c.id, c.mobile FROM customers c JOIN policies p ON p.owner_id = c.id WHERE p.policy_no = ?'
      : 'SELECT id, mobile FROM customers WHERE mobile = ?';
  return db.prepare(sql).get(loginId) as { id: number; mobile: string } | undefined;
}
