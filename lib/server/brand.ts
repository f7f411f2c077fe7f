import 'server-only';
import type { Brand } from '../brand';

/**
 * Placeholder until the brand configuration is read from the environment (issue 25 §3): the
 * sandbox's fictional insurer, agreeing with the core's (sandbox/domain/insurer.ts).
 */
const SANDBOX_BRAND: Brand = {
  legalName: 'Sandbox Life Insurance Company Limited',
  shortName: 'Sandbox Life',
  logoUrl: '/icon.svg',
  primaryColour: '#1f4e9c',
  accentColour: '#e07b00',
  irdaiRegNo: '199',
  cin: 'U66010MH2000PLC128403',
  gstin: '27AABCS1429B1ZB',
  registeredOffice: '5th Floor, Sandbox House, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051',
  tollFree: '1800 209 0000',
  grievanceOfficer: { name: 'Grievance Redressal Officer', email: 'grievance@example-life.in', phone: '1800 209 0000' },
  links: {
    grievance: 'https://www.example-life.in/grievance-redressal',
    privacy: 'https://www.example-life.in/privacy-notice',
    terms: 'https://www.example-life.in/terms-of-use',
  },
};

/** The brand as configured at start. */
export function getBrand(): Brand {
  return SANDBOX_BRAND;
}
