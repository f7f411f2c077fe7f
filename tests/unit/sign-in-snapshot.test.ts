import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TechnicalError } from '@/lib/server/errors';
import { core, resetStubCore, sent, upstreamUser } from './stub-core';

/*
 * The shell's customer and the dashboard's e-KYC reminder come from the session when sign-in could
 * read them, and from the core on each page when it could not (lib/server/data/sign-in-snapshot.ts);
 * the session's only once the core has taken it for this request, by answering the policy list
 * the page reads anyway (lib/server/data/session-confirmed.ts).
 */
let auth: Record<string, unknown>;
vi.mock('@/lib/server/session', () => ({ requireAuth: async () => auth }));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { getShellCustomer } = await import('@/components/shell/shell-profile');
const { getEkycReminder } = await import('@/lib/server/data/profile');

const AARAV = {
  firstName: 'Aarav',
  fullName: 'Aarav Sharma',
  initials: 'AS',
  profilePic: 'v2',
  lastLogin: '2026-11-20T09:15:00',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth = { sessionId: 'S1', clientId: 'C1000001', customer: AARAV, ekycReminder: true };
  resetStubCore({
    getCustomerPolicyDetails: () => [],
    details: () => upstreamUser({ firstname: 'Aarav K.', profilePic: 'v3' }),
    Ekyc: () => ({ showAlert: false, kycStatus: 'COMPLETED' }),
  });
});

describe('as read at sign-in', () => {
  it('costs the page no core call but the policy list it reads anyway', async () => {
    expect(await getShellCustomer()).toEqual(AARAV);
    expect(await getEkycReminder()).toBe(true);
    expect(new Set(sent.map((c) => c.path))).toEqual(new Set(['getCustomerPolicyDetails']));
  });

  it('shows nothing of the customer while the core has not taken the session', async () => {
    core.getCustomerPolicyDetails = () => new TechnicalError('timeout');
    expect(await getShellCustomer()).toBeNull();
    expect(await getEkycReminder()).toBe(false);
  });
});

describe('when sign-in could not read them', () => {
  beforeEach(() => {
    auth = { sessionId: 'S1', clientId: 'C1000001', customer: undefined, ekycReminder: undefined };
  });

  it('asks the core on the page instead', async () => {
    expect(await getShellCustomer()).toMatchObject({ firstName: 'Aarav K.', fullName: 'Aarav K. Sharma', profilePic: 'v3' });
    expect(await getEkycReminder()).toBe(false);
    expect(new Set(sent.map((c) => c.path))).toEqual(new Set(['getCustomerPolicyDetails', 'details', 'Ekyc']));
  });

  it('keeps the shell up without a name when the core fails too', async () => {
    core.details = () => new TechnicalError('timeout');
    expect(await getShellCustomer()).toBeNull();
  });
});
