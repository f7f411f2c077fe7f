import { english } from './english-text';
import { describe, expect, it } from 'vitest';
import {
  buttonLabel,
  ENACH_MESSAGES,
  ENACH_STATUS_CODES,
  enachFormError,
  hasEnachStatus,
  isEnachEligible,
  isEnachListed,
  policyError,
  preselectedPolicy,
} from '@/features/enach-registration/enach-rules';
import { enachStartSchema } from '@/features/enach-registration/enach-schema';
import { formatEnachDateTime } from '@/features/enach-registration-confirmation/enach-date-time';
import { enachReturnSchema } from '@/features/enach-registration/enach-return-schema';

const p = (policyNo: string, statusCode = 'IF', premiumStatus = 'Premium Due', paymentType = 'cash') => ({
  policyNo,
  statusCode,
  premiumStatus,
  paymentType,
});

describe('e-NACH eligibility', () => {
  it('allows exactly IF and PD (trimmed, any case)', () => {
    expect(ENACH_STATUS_CODES).toEqual(['IF', 'PD']);
    expect(hasEnachStatus({ statusCode: 'IF' })).toBe(true);
    expect(hasEnachStatus({ statusCode: ' pd ' })).toBe(true);
    for (const code of ['LA', 'PU', 'SA', 'DF', 'HP', '']) expect(hasEnachStatus({ statusCode: code })).toBe(false);
  });

  it('leaves single premium and fully paid out of the list, spaces and case ignored', () => {
    for (const s of ['Single Premium', ' single  PREMIUM ', 'SinglePremium', 'Fully Paid', 'FULLYPAID', 'fully\tpaid']) {
      expect(isEnachListed({ premiumStatus: s })).toBe(false);
      expect(isEnachEligible(p('1', 'IF', s))).toBe(false);
    }
    expect(isEnachListed({ premiumStatus: 'Premium Overdue' })).toBe(true);
  });

  it('lists a lapsed policy but does not let it register', () => {
    expect(isEnachListed(p('1', 'LA'))).toBe(true);
    expect(isEnachEligible(p('1', 'LA'))).toBe(false);
    expect(policyError(p('1', 'LA'))).toBe(ENACH_MESSAGES.ineligible);
    expect(policyError(p('1', 'PD'))).toBeNull();
  });
});

describe('form errors (SPEC §5)', () => {
  const ok = { policy: p('1'), termsAccepted: true, disclaimerAccepted: true };
  it('uses the spec texts verbatim', () => {
    expect(Object.fromEntries(Object.entries(ENACH_MESSAGES).map(([k, v]) => [k, english(v)]))).toEqual({
      noPolicy: 'Please select a policy',
      ineligible: 'Your policy is not applicable for e-NACH registration',
      consent: 'Please agree to the T&C.',
    });
  });
  it('asks for a policy first, then eligibility, then both boxes', () => {
    expect(english(enachFormError({ ...ok, policy: undefined, termsAccepted: false }) ?? '')).toBe('Please select a policy');
    expect(english(enachFormError({ ...ok, policy: p('1', 'LA'), termsAccepted: false }) ?? '')).toBe(
      'Your policy is not applicable for e-NACH registration',
    );
    expect(english(enachFormError({ ...ok, termsAccepted: false }) ?? '')).toBe('Please agree to the T&C.');
    expect(english(enachFormError({ ...ok, disclaimerAccepted: false }) ?? '')).toBe('Please agree to the T&C.');
    expect(enachFormError(ok)).toBeNull();
  });
});

describe('button label', () => {
  it("reads Modify when the payment type contains 'debit', in any case", () => {
    for (const t of ['debit', 'Direct Debit', 'AUTO-DEBIT', 'ecsdebit'])
      expect(english(`enach.buttons.${buttonLabel({ paymentType: t })}`)).toBe('Modify');
    for (const t of ['cash', 'cheque', 'Online', ''])
      expect(english(`enach.buttons.${buttonLabel({ paymentType: t })}`)).toBe('Proceed');
    expect(english(`enach.buttons.${buttonLabel(undefined)}`)).toBe('Proceed');
  });
});

describe('preselection', () => {
  it('picks the first eligible policy in list order, skipping ineligible ones', () => {
    expect(preselectedPolicy([p('1', 'LA'), p('2', 'PU'), p('3', 'PD'), p('4', 'IF')])).toBe('3');
  });
  it('picks none when nothing is eligible', () => {
    expect(preselectedPolicy([p('1', 'LA')])).toBe('');
    expect(preselectedPolicy([])).toBe('');
  });
});

describe('status date and time', () => {
  it("shows the core's DD/MM/YYYY HH:mm:ss as DD-MMM-YYYY, hh:mm A", () => {
    expect(formatEnachDateTime('21/11/2026 15:05:09')).toBe('21-Nov-2026, 03:05 PM');
  });
  it('moves an ISO time with an offset to Indian time', () => {
    expect(formatEnachDateTime('2026-11-21T09:35:00Z')).toBe('21-Nov-2026, 03:05 PM');
    expect(formatEnachDateTime('2026-11-21T15:05:00+05:30')).toBe('21-Nov-2026, 03:05 PM');
  });
  it('shows anything else as sent', () => {
    expect(formatEnachDateTime('yesterday')).toBe('yesterday');
    expect(formatEnachDateTime('31/02/2026 10:00:00')).toBe('31/02/2026 10:00:00');
  });
});

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('Proceed input (a public endpoint)', () => {
  const ok = { policyNo: '10000001', termsAccepted: true, disclaimerAccepted: true };
  it('accepts a policy number with both boxes ticked', () => {
    expect(enachStartSchema.safeParse(ok).success).toBe(true);
  });
  it('answers with the form texts for anything else', () => {
    expect(english(message(enachStartSchema.safeParse({ ...ok, policyNo: '' })) ?? '')).toBe('Please select a policy');
    expect(english(message(enachStartSchema.safeParse({ ...ok, policyNo: '1; DROP' })) ?? '')).toBe('Please select a policy');
    expect(english(message(enachStartSchema.safeParse({ ...ok, policyNo: undefined })) ?? '')).toBe('Please select a policy');
    expect(english(message(enachStartSchema.safeParse({ ...ok, termsAccepted: false })) ?? '')).toBe('Please agree to the T&C.');
    expect(english(message(enachStartSchema.safeParse({ ...ok, disclaimerAccepted: 'true' })) ?? '')).toBe(
      'Please agree to the T&C.',
    );
    expect(enachStartSchema.safeParse(null).success).toBe(false);
  });
});

describe("the provider's return query", () => {
  const ok = { enachSource: 'BILLDESK', customerRefId: 'CRN1', mandateTokenId: 'MTK1' };
  it('needs source BILLDESK and both ids', () => {
    expect(enachReturnSchema.safeParse(ok).success).toBe(true);
    expect(enachReturnSchema.safeParse({ ...ok, customerRefId: undefined }).success).toBe(false);
    expect(enachReturnSchema.safeParse({ ...ok, mandateTokenId: '  ' }).success).toBe(false);
    expect(enachReturnSchema.safeParse({ ...ok, enachSource: 'OTHER' }).success).toBe(false);
    expect(enachReturnSchema.safeParse({ ...ok, mandateTokenId: 'x'.repeat(65) }).success).toBe(false);
  });
});
