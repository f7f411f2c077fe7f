import type { Db } from '../store/db';
import { appendPrivacyLog, deleteDataCopies, latestConsentRows } from '../store/privacy';
import { deleteProfileImage } from '../store/profile-images';
import type { Failure } from './failure';

/** The consents an erasure ends: what the customer chose for marketing, which no law asks us to keep. */
const ERASED_CONSENTS = new Set(['MARKETING_SMS', 'MARKETING_EMAIL', 'MARKETING_WHATSAPP']);

/**
 * An approved 'Personal Data Erasure Request' (issue 27 §2; DPDP Act 2023 s.12(3)): what the
 * privacy centre says is erased goes, and what insurance law keeps stays (the policies, premiums,
 * KYC, claims and this record). Marketing consents still given are withdrawn, each recorded in the
 * append-only log against the request; the profile photo and any prepared copies of the data are
 * deleted. Runs inside the approval's transaction, so all of it happens or none.
 */
export function eraseWhatIsNotKept(db: Db, customerId: number, srNumber: string, now: number): Failure | null {
  for (const row of latestConsentRows(db, customerId)) {
    if (row.event !== 'CONSENT_GIVEN' || !ERASED_CONSENTS.has(row.subject)) continue;
    appendPrivacyLog(db, {
      customerId,
      event: 'CONSENT_WITHDRAWN',
      subject: row.subject,
      srNumber,
      channel: 'back-office',
      at: now,
    });
  }
  deleteProfileImage(db, customerId);
  deleteDataCopies(db, customerId);
  return null;
}
