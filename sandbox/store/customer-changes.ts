import type { Db } from './db';
import type { KycStatus } from './customers';

/**
 * Writes to a customer's own details. Each is one column or a pair that
 * changes together; the rules that decide when they may run are the domain's
 * (mostly: when the back office approves a request).
 */
const set = (db: Db, id: number, sql: string, ...values: unknown[]) =>
  db.prepare(`UPDATE customers SET ${sql} WHERE id = ?`).run(...values, id);

export const setPrimaryEmail = (db: Db, id: number, email: string) => set(db, id, 'email = ?', email);
export const setAlternateEmail = (db: Db, id: number, email: string) => set(db, id, 'alternate_email = ?', email);
export const setMobile = (db: Db, id: number, mobile: string) => set(db, id, 'mobile = ?', mobile);
export const setPermanentAddress = (db: Db, id: number, text: string) => set(db, id, 'permanent_address = ?', text);
export const setMailingAddress = (db: Db, id: number, text: string) => set(db, id, 'mailing_address = ?', text);
export const setGoGreen = (db: Db, id: number) => set(db, id, "go_green = 'Y'");
export const setProfilePic = (db: Db, id: number, version: string | null) => set(db, id, 'profile_pic = ?', version);
export const setKycStatus = (db: Db, id: number, status: KycStatus) => set(db, id, 'kyc_status = ?', status);

export interface NewName {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
}
export const setName = (db: Db, id: number, n: NewName) =>
  set(db, id, 'title = ?, first_name = ?, middle_name = ?, surname = ?', n.title, n.firstName, n.middleName || null, n.lastName);

export const setPan = (db: Db, id: number, pan: string, verified: boolean) =>
  set(db, id, 'pan = ?, pan_verified = ?', pan, verified ? 1 : 0);

/** An Aadhaar verified (by the authority, or its proof approved): KYC is complete. */
export const setAadhaar = (db: Db, id: number, last4: string) =>
  set(db, id, "aadhaar_last4 = ?, kyc_status = 'COMPLETED'", last4);

/** Another customer who has this mobile number as their login, if any. */
export const otherCustomerWithMobile = (db: Db, id: number, mobile: string) =>
  db.prepare('SELECT 1 FROM customers WHERE mobile = ? AND id != ?').get(mobile, id) !== undefined;

export const otherCustomerWithPan = (db: Db, id: number, pan: string) =>
  db.prepare('SELECT 1 FROM customers WHERE pan = ? AND id != ?').get(pan, id) !== undefined;
