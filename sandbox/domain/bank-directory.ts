import { createRequire } from 'node:module';
import { CODES } from '@portal/contracts';
import { BRANCH_NAMES } from '../store/seed/branch-names';
import { fail, type Failure } from './failure';

/**
 * IFSC look-ups against a real directory: the `ifsc` package's data files
 * (Razorpay's list of every branch code, bank names, and "sublets" — branch
 * codes a sponsor bank issues for a smaller bank). Only the JSON is read: the
 * package's main module pulls in an HTTP client for its online look-up, which
 * the core does not use. The offline data has no branch names, so a branch
 * is named by its code (the IFSC's last six characters).
 */
const load = createRequire(import.meta.url);
type Directory = {
  branches: Record<string, Array<number | string>>;
  names: Record<string, string>;
  sublets: Record<string, string>;
  customSublets: Record<string, string>;
};
let directory: Directory | null = null;
function data(): Directory {
  directory ??= {
    branches: load('ifsc/src/IFSC.json') as Directory['branches'],
    names: load('ifsc/src/banknames.json') as Directory['names'],
    sublets: load('ifsc/src/sublet.json') as Directory['sublets'],
    customSublets: load('ifsc/src/custom-sublets.json') as Directory['customSublets'],
  };
  return directory;
}

export const INVALID_IFSC = 'Please enter a valid IFSC Code';
/** 4 letters (the bank), a 0, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export interface Branch {
  ifsc: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
}

/** The branch behind an IFSC (spaces ignored, any case), 400 when malformed, 404 when the directory does not know it. */
export function lookUpIfsc(text: string): { ok: true; branch: Branch } | Failure {
  const ifsc = text.replace(/\s+/g, '').toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) return fail(CODES.BAD_REQUEST, INVALID_IFSC);
  const d = data();
  const bank = ifsc.slice(0, 4);
  const branchCode = ifsc.slice(5);
  const list = d.branches[bank];
  // The package keeps all-digit branch codes as numbers (000001 → 1), others as text.
  const known = list?.includes(/^\d+$/.test(branchCode) ? Number(branchCode) : branchCode) ?? false;
  if (!known) return fail(CODES.NOT_FOUND, INVALID_IFSC);
  const sublet = d.sublets[ifsc] ?? Object.entries(d.customSublets).find(([prefix]) => ifsc.startsWith(prefix))?.[1];
  const bankCode = sublet && d.names[sublet] ? sublet : bank;
  const bankName = d.names[bankCode] ?? bank;
  const branchName = BRANCH_NAMES[ifsc] ?? `${bankName}, branch ${branchCode}`;
  return { ok: true, branch: { ifsc, bankCode, bankName, branchCode, branchName } };
}
