/*
 * The insurer's own face (issue 25 §3): its names, logo, colours and the regulatory identity every
 * Indian insurer's pages carry. lib/server/brand.ts reads it from the environment at start (no
 * rebuild); server components hand the parts they show to the screens. The sandbox's defaults
 * describe a fictional insurer and agree with the core's own (sandbox/domain/insurer.ts).
 */

export interface Brand {
  /** the company's legal name, as on its IRDAI registration ('… Insurance Company Limited') */
  legalName: string;
  /** what customers call it, shown beside the logo and in titles ('Sandbox Life') */
  shortName: string;
  /** where the browser loads the logo (an SVG served by the portal, cache-busted by content) */
  logoUrl: string;
  /** the logo's shown size in CSS pixels (32 high, width from its proportions): no layout shift */
  logoWidth: number;
  logoHeight: number;
  /** #rrggbb; buttons, links and focus rings: at least 4.5:1 against white (checked at start) */
  primaryColour: string;
  /** #rrggbb; highlights beside the primary colour: at least 3:1 against white (checked at start) */
  accentColour: string;
  irdaiRegNo: string;
  cin: string;
  gstin: string;
  registeredOffice: string;
  tollFree: string;
  grievanceOfficer: { name: string; email: string; phone: string };
  /** the Data Protection Officer the privacy notice names (DPDP Rules 2025, Rule 9): BRAND_DPO_* */
  dataProtectionOfficer: { name: string; email: string; phone: string | null };
  /** the insurer's own pages the footer links to */
  links: { grievance: string; privacy: string; terms: string };
}

/** IRDAI's grievance portal and the Council for Insurance Ombudsmen: the same for every insurer. */
export const BIMA_BHAROSA_URL = 'https://bimabharosa.irdai.gov.in/';
export const INSURANCE_OMBUDSMAN_URL = 'https://www.cioins.co.in/Ombudsman';
