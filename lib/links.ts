/*
 * Addresses outside the portal (SPEC §2 "External links"). Each comes from an environment variable
 * read when the server starts, so an insurer points the portal at its own site without a rebuild;
 * the defaults are placeholders on a reserved example domain. lib/server/env.ts reads them once,
 * server components hand them to the screens, and client leaves read the few they show from
 * components/shell/external-links-context.tsx.
 */

export const EXTERNAL_LINK_DEFAULTS = {
  buyPolicy: 'https://www.example-life.in/buy-online',
  payPremiumSite: 'https://www.example-life.in/quick-pay',
  claims: 'https://www.example-life.in/claims',
  support: 'https://www.example-life.in/contact-us',
  fundPerformance: 'https://www.example-life.in/fund-performance',
  lifeCertificate: 'https://www.example-life.in/digital-life-certificate',
  // Forms to download, listed on /download and /help-and-support.
  pepApprovalFormat: 'https://www.example-life.in/forms/pep-approval-format.pdf',
  criticalIllnessDoctorCertificate: 'https://www.example-life.in/forms/critical-illness-doctor-certificate.pdf',
  deathClaimDoctorCertificate: 'https://www.example-life.in/forms/death-claim-doctor-certificate.pdf',
  employerCertificate: 'https://www.example-life.in/forms/employer-certificate.pdf',
  fatcaForm: 'https://www.example-life.in/forms/fatca-form.pdf',
  fatcaCrsQuestionnaire: 'https://www.example-life.in/forms/fatca-crs-questionnaire.pdf',
  form60: 'https://www.example-life.in/forms/form-60.pdf',
} as const;

export type ExternalLinkKey = keyof typeof EXTERNAL_LINK_DEFAULTS;
export type ExternalLinks = Readonly<Record<ExternalLinkKey, string>>;

/** What client components show (useExternalLinks); server components read any of them directly. */
export const CLIENT_LINK_KEYS = [
  'fundPerformance',
  'fatcaForm',
  'form60',
  'deathClaimDoctorCertificate',
  'criticalIllnessDoctorCertificate',
] as const satisfies readonly ExternalLinkKey[];
export type ClientLinkKey = (typeof CLIENT_LINK_KEYS)[number];
export type ClientLinks = Readonly<Pick<ExternalLinks, ClientLinkKey>>;

/**
 * The ones a profile modal shows: any page may open one, so every signed-in page's payload carries
 * these (app/(portal)/layout.tsx). The rest travel only with the flows that show them, from their
 * own segment's layout (claim, fund switch, premium redirection).
 */
export const EVERY_PAGE_LINK_KEYS = ['fatcaForm'] as const satisfies readonly ClientLinkKey[];

/** The variable that overrides each address (README "Environment" names them; the defaults are here). */
export const EXTERNAL_LINK_VARIABLES: Readonly<Record<ExternalLinkKey, string>> = {
  buyPolicy: 'BUY_POLICY_URL',
  payPremiumSite: 'QUICK_PAY_URL',
  claims: 'CLAIMS_URL',
  support: 'SUPPORT_URL',
  fundPerformance: 'FUND_PERFORMANCE_URL',
  lifeCertificate: 'LIFE_CERTIFICATE_URL',
  pepApprovalFormat: 'FORM_PEP_APPROVAL_URL',
  criticalIllnessDoctorCertificate: 'FORM_CRITICAL_ILLNESS_DOCTOR_CERTIFICATE_URL',
  deathClaimDoctorCertificate: 'FORM_DEATH_CLAIM_DOCTOR_CERTIFICATE_URL',
  employerCertificate: 'FORM_EMPLOYER_CERTIFICATE_URL',
  fatcaForm: 'FORM_FATCA_URL',
  fatcaCrsQuestionnaire: 'FORM_FATCA_CRS_QUESTIONNAIRE_URL',
  form60: 'FORM_60_URL',
};

/** Overrides the messaging app's number the core answers (getCircleOfLife) for 'Loan on WhatsApp'. */
export const MESSAGING_APP_NUMBER_VARIABLE = 'MESSAGING_APP_NUMBER';

export interface LinkConfiguration {
  links: ExternalLinks;
  /** digits only, country code first; null: the core's number */
  messagingAppNumber: string | null;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** '+91 80690 01234' → '918069001234'; null unless 10 to 15 digits remain (E.164 without the '+'). */
export function normaliseMessagingNumber(value: string): string | null {
  const digits = value.replace(/^\+/, '').replace(/[\s-]/g, '');
  return /^\d{10,15}$/.test(digits) ? digits : null;
}

/**
 * Reads the link variables. A set but broken value is a problem, never a silent fallback to the
 * placeholder: customers would be sent to the example domain, or to an address over plain http.
 */
export function parseLinkConfiguration(env: Readonly<Record<string, string | undefined>>): {
  config: LinkConfiguration;
  problems: string[];
} {
  const problems: string[] = [];
  const links = { ...EXTERNAL_LINK_DEFAULTS } as Record<ExternalLinkKey, string>;
  for (const key of Object.keys(EXTERNAL_LINK_DEFAULTS) as ExternalLinkKey[]) {
    const name = EXTERNAL_LINK_VARIABLES[key];
    const value = env[name]?.trim();
    if (!value) continue;
    if (isHttpsUrl(value)) links[key] = value;
    else problems.push(`${name} must be an https address (e.g. https://www.insurer.example/page), not '${value}'.`);
  }
  let messagingAppNumber: string | null = null;
  const rawNumber = env[MESSAGING_APP_NUMBER_VARIABLE]?.trim();
  if (rawNumber) {
    messagingAppNumber = normaliseMessagingNumber(rawNumber);
    if (!messagingAppNumber) {
      problems.push(
        `${MESSAGING_APP_NUMBER_VARIABLE} must be a phone number with its country code, 10 to 15 digits (e.g. 918069001234), not '${rawNumber}'.`,
      );
    }
  }
  return { config: { links, messagingAppNumber }, problems };
}

/** The messaging app's chat link with the greeting typed in: https://wa.me/<number>?text=<text>. */
export function messagingAppLink(phoneNumber: string, text: string): string {
  const base = `https://wa.me/${phoneNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
