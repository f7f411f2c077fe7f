import type { Insurer } from './documents';

/**
 * The insurer's particulars that its receipts, certificates and e-policies must carry (IRDAI's
 * registration, the company's CIN, the GSTIN it charges GST under, the registered office and
 * where to take a grievance). A real core is configured with its own; the sandbox's defaults are
 * made up in the right shapes. Each comes from an environment variable (README, Environment).
 */
export const SANDBOX_INSURER: Insurer = {
  name: 'Sandbox Life Insurance Company Limited',
  irdaiRegNo: '199',
  cin: 'U66010MH2000PLC128403',
  gstin: '27AABCS1429B1ZB',
  registeredOffice: '5th Floor, Sandbox House, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051',
  state: 'Maharashtra',
  grievanceEmail: 'grievance@example-life.in',
  grievancePhone: '1800 209 0000',
};

export const INSURER_ENV: Record<keyof Insurer, string> = {
  name: 'INSURER_NAME',
  irdaiRegNo: 'INSURER_IRDAI_REG_NO',
  cin: 'INSURER_CIN',
  gstin: 'INSURER_GSTIN',
  registeredOffice: 'INSURER_REGISTERED_OFFICE',
  state: 'INSURER_STATE',
  grievanceEmail: 'INSURER_GRIEVANCE_EMAIL',
  grievancePhone: 'INSURER_GRIEVANCE_PHONE',
};

/** Shapes a wrong value would visibly break on paper; a value that fails one stops the start, naming it. */
const SHAPES: Partial<Record<keyof Insurer, RegExp>> = {
  irdaiRegNo: /^\d{1,4}$/,
  cin: /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
  gstin: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  grievanceEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

export function insurerFromEnv(env: Record<string, string | undefined>): Insurer {
  const out = { ...SANDBOX_INSURER };
  for (const key of Object.keys(INSURER_ENV) as Array<keyof Insurer>) {
    const value = env[INSURER_ENV[key]]?.trim();
    if (!value) continue;
    const shape = SHAPES[key];
    if (shape && !shape.test(value)) throw new Error(`${INSURER_ENV[key]}: '${value}' is not a valid value`);
    out[key] = value;
  }
  return out;
}
