import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/lib/features';
import { UpstreamError } from '@/lib/server/errors';
import { isMessageKey } from '@/lib/i18n/message-key';
import { callAction } from './action-call';
import { english } from './english-text';
import { death, deathDocs, file, yesterday } from './fixtures/claims';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';

/*
 * 'Intimate a Claim': the one schema the browser and the action share, what the action sends the
 * core, and the ownership gate in front of it.
 */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({
  getEnv: () => ({ features: Object.fromEntries(FEATURES.map((f) => [f, true])) }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { claimFormSchema, claimSchema, toIntimation } = await import('@/features/claim/claim-schema');
const { intimateClaimAction, lookUpIfscAction, sendClaimDocumentsAction } = await import('@/features/claim/actions');

/** Each field's complaint as the English page words it (the schema gives catalogue keys). */
const issues = (input: object, schema = claimSchema) => {
  const r = schema.safeParse(input);
  const words = (m: string) => (isMessageKey(m) ? english(m) : m);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), words(i.message)]));
};

describe('the claim schema', () => {
  it('takes a complete death claim, with the uploaders left empty as the form sends them', () => {
    expect(issues(death)).toEqual({});
    expect(issues({ ...death, documents: { ...deathDocs, otherDocument: undefined, medicalDocument: null } })).toEqual({});
  });

  it('asks for every required document with SPEC §5’s words, and the FIR set for an accidental death', () => {
    expect(issues({ ...death, documents: {} })).toEqual({
      'documents.claimantIdentityProof': 'Please upload a file',
      'documents.claimantAddressProof': 'Please upload a file',
      'documents.claimantPhoto': 'Please upload a file',
      'documents.bankProof': 'Please upload a file',
      'documents.deathCertificate': 'Please upload a file',
      'documents.doctorCertificate': 'Please upload a file',
    });
    expect(issues({ ...death, causeOfDeath: 'Accidental' })).toEqual({
      'documents.legalAccidentDocument': 'Please upload a file',
    });
  });

  it('refuses a future date, one before the policy began, and an IFSC the directory did not find', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(issues({ ...death, eventDate: tomorrow })).toEqual({ eventDate: 'The date of death cannot be in the future.' });
    const started = claimFormSchema(() => '2099-01-01');
    expect(issues(death, started)).toEqual({ eventDate: 'The date of death cannot be before the policy began.' });
    expect(issues({ ...death, bankName: '' })).toEqual({ ifsc: 'Please enter a valid IFSC Code' });
    expect(issues({ ...death, ifsc: 'SBIN1005943' })).toEqual({ ifsc: 'Please enter a valid IFSC Code' });
  });

  it("takes a claimant named D'Souza or Rao-Patil", () => {
    expect(issues({ ...death, claimantName: "Rohan D'Souza" })).toEqual({});
    expect(issues({ ...death, claimantName: 'Rohan Rao-Patil' })).toEqual({});
    expect(issues({ ...death, claimantName: 'Rohan-' })).toEqual({ claimantName: 'Please enter a valid claimant name' });
  });

  it('words every field of both claim types', () => {
    expect(
      issues({
        ...death,
        claimantName: '',
        relationship: 'Self',
        claimantMobile: '123',
        claimantEmail: 'x',
        accountNumber: '12',
      }),
    ).toEqual({
      claimantName: 'Please enter a valid claimant name',
      relationship: 'Please select the relationship with the life assured',
      claimantMobile: 'Please enter a valid mobile number',
      claimantEmail: 'Please Enter a Valid Email',
      accountNumber: 'Please enter a valid account number',
    });
    expect(issues({ ...death, claimType: 'CRITICAL_ILLNESS', policyNumber: '', documents: {} })).toMatchObject({
      policyNumber: 'Please select a policy',
      illness: 'Please enter the illness',
      hospital: 'Please enter the hospital name',
      intimatedBy: 'Please select who is intimating the claim',
      'documents.dischargeSummary': 'Please upload a file',
    });
    expect(issues({ ...death, claimType: undefined })).toEqual({ claimType: 'Please select the claim type' });
  });

  it('becomes the core’s request: DD/MM/YYYY, the IFSC in capitals, only the documents this claim offers', () => {
    const parsed = claimSchema.parse({
      ...death,
      documents: { ...deathDocs, legalAccidentDocument: file(7), dischargeSummary: file(8) },
    });
    const [d, m, y] = yesterday.split('-').reverse();
    // The policy is not part of it: the data layer adds the one the ownership gate returned.
    expect(toIntimation(parsed)).toEqual({
      claimType: 'DEATH',
      dateOfDeath: `${d}/${m}/${y}`,
      causeOfDeath: 'Natural',
      claimantName: 'Rohan Sharma',
      relationship: 'Son',
      claimantMobile: '9000000001',
      claimantEmail: 'rohan@example.com',
      accountNumber: '123456789012',
      ifsc: 'SBIN0005943',
      documents: Object.entries(deathDocs).map(([label, f]) => ({ documentId: f.documentId, label })),
    });
  });
});

describe('the claim actions', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetStubCore({
      getCustomerPolicyDetails: () => [upstreamPolicy('10000003', 'IF')],
      intimateClaim: () => ({ serviceRequestId: '12345678' }),
      getBankDirectory: (b) =>
        b.ifsc === 'SBIN0005943'
          ? {
              ifsc: 'SBIN0005943',
              bankCode: 'SBIN',
              bankName: 'State Bank of India',
              branchCode: '005943',
              branchName: 'Greater Noida',
            }
          : new UpstreamError('Please enter a valid IFSC Code', 404),
      documents: () => ({ srNumber: '12345678', srStatus: 'Under Review' }),
    });
  });

  it('refuses someone else’s policy before the core hears of the claim', async () => {
    expect(await callAction(intimateClaimAction, { ...death, policyNumber: '40000001' })).toEqual({
      ok: false,
      message: 'We could not find this policy among the policies linked to your account.',
    });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });

  it('raises the customer’s own claim with their client id, and shows the core’s refusal as it is', async () => {
    expect(await callAction(intimateClaimAction, death)).toEqual({ ok: true, data: { serviceRequestId: '12345678' } });
    expect(sent.at(-1)).toMatchObject({
      path: 'intimateClaim',
      body: { clientId: 'C1000001', policyNumber: '10000003', ifsc: 'SBIN0005943' },
    });
    resetStubCore({
      getCustomerPolicyDetails: () => [upstreamPolicy('10000003', 'IF')],
      intimateClaim: () => new UpstreamError('You have already raised this request.', 400),
    });
    expect(await callAction(intimateClaimAction, death)).toEqual({ ok: false, message: 'You have already raised this request.' });
  });

  it('looks an IFSC up, naming its branch, and refuses one the directory does not know in words', async () => {
    expect(await callAction(lookUpIfscAction, { ifsc: 'SBIN0005943' })).toEqual({
      ok: true,
      data: { ifsc: 'SBIN0005943', bankName: 'State Bank of India', branchName: 'Greater Noida' },
    });
    expect(await callAction(lookUpIfscAction, { ifsc: 'ABCD0123456' })).toEqual({
      ok: false,
      message: 'Please enter a valid IFSC Code',
    });
    expect(await callAction(lookUpIfscAction, { ifsc: 'nonsense' })).toEqual({
      ok: false,
      message: 'Please enter a valid IFSC Code',
    });
  });

  it('sends what the back office asked for under its words, and needs a file for each', async () => {
    const input = { srNumber: '12345678', documents: [{ label: 'Legal Heir or Succession Certificate', file: file(9) }] };
    expect(await callAction(sendClaimDocumentsAction, input)).toEqual({ ok: true, data: { status: 'Under Review' } });
    expect(sent.at(-1)?.body).toMatchObject({
      srNumber: '12345678',
      documents: [{ documentId: file(9).documentId, label: 'Legal Heir or Succession Certificate' }],
    });
    expect(await callAction(sendClaimDocumentsAction, { ...input, documents: [{ label: 'x', file: null }] })).toEqual({
      ok: false,
      message: 'Please upload a file',
    });
  });
});
