import type { privacy } from '@portal/contracts';
import type { MessageKey } from './messages';

/**
 * The privacy centre's rules as figures and names (issue 27 §2; docs/decisions.md "Privacy centre").
 * The DPDP Rules 2025 (Rule 14) bound a grievance's answer at 90 days and leave the period for
 * rights requests to the fiduciary's published notice; the core promises 30 days unless
 * configured otherwise (SANDBOX_PRIVACY_RESPONSE_DAYS, at most 90).
 */
export const DEFAULT_PRIVACY_RESPONSE_DAYS = 30;
export const MAX_PRIVACY_RESPONSE_DAYS = 90;
export const DATA_COPY_MS = 7 * 24 * 60 * 60_000;

export type ConsentPurpose = privacy.ConsentPurpose;
export type RightsRequest = privacy.RightsRequest;

/** The request each rights request raises, by subject (the tracker's and the duplicate rule's key). */
export const PRIVACY_SUBJECTS: Record<RightsRequest, string> = {
  DATA_COPY: 'Personal Data Copy Request',
  ERASURE: 'Personal Data Erasure Request',
  NOMINATION: 'Privacy Rights Nominee Request',
};

/** How a consent's purpose reads inside a message (parts.*). */
export const PURPOSE_PARTS: Record<ConsentPurpose, MessageKey> = {
  MARKETING_SMS: 'parts.consentMarketingSms',
  MARKETING_EMAIL: 'parts.consentMarketingEmail',
  MARKETING_WHATSAPP: 'parts.consentMarketingWhatsapp',
  EKYC: 'parts.consentEkyc',
  PAPERLESS: 'parts.consentPaperless',
};

/** The core's refusals, in English (the dispatcher words them in the page's language). */
export const PRIVACY_MESSAGES = {
  notGiven: 'This consent is not on record, so there is nothing to withdraw.',
  copyOpen: (date: string) => `A copy of your data is already ready to download until ${date}.`,
  copyNotFound: 'This copy of your data was not found.',
  copyExpired: 'This download has expired: copies can be downloaded for 7 days. Please request a new copy.',
} as const;

/** SANDBOX_PRIVACY_RESPONSE_DAYS: a whole number of days, 1 to 90 (the Rules' outer bound); anything else stops the start. */
export function parsePrivacyDays(value: string): number {
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > MAX_PRIVACY_RESPONSE_DAYS) {
    throw new Error(
      `SANDBOX_PRIVACY_RESPONSE_DAYS must be a whole number of days from 1 to ${MAX_PRIVACY_RESPONSE_DAYS}, not '${value}'.`,
    );
  }
  return days;
}

/** Whether a copy is still downloadable at `now`, by the core's clock (tests move it; nobody sleeps). */
export const copyIsLive = (expiresAt: number, now: number) => now < expiresAt;
