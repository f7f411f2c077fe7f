import { describe, expect, it } from 'vitest';
import { claims } from '@portal/contracts';
import * as portal from '@/features/claim/claim-rules';
import { CLAIM_MESSAGES as CORE_MESSAGES, checkClaim, requiredDocuments as coreRequired } from '../../sandbox/domain/claim-rules';
import { IFSC_PATTERN as CORE_IFSC, INVALID_IFSC, lookUpIfsc } from '../../sandbox/domain/bank-directory';
import { word } from '../../sandbox/domain/messages';
import type { PolicyRow } from '../../sandbox/store/policies';
import hi from '../../messages/hi.json';
import { english } from './english-text';
import { normaliseSubject as coreNormalise } from '../../sandbox/domain/service-requests';

/** A catalogue key's Hindi (messages/hi.json), as a Hindi page words it. */
const hindi = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], hi) as string;

/*
 * The claim form's copy of the core's rules (issue 9 §2): the portal answers as the customer
 * types, the core decides. Each rule is held to the core's own answer here.
 */
const cases: portal.DocumentCase[] = [
  { claimType: 'DEATH', causeOfDeath: 'Natural' },
  { claimType: 'DEATH', causeOfDeath: 'Accidental' },
  { claimType: 'CRITICAL_ILLNESS', intimatedBy: 'SELF' },
  { claimType: 'CRITICAL_ILLNESS', intimatedBy: 'THIRD_PARTY' },
];

describe('required documents by claim type, cause and who intimates', () => {
  it.each(cases)('agree with the core for %o', (c) => {
    expect(portal.requiredDocuments(c)).toEqual(coreRequired(c));
  });

  it('ask for the FIR set only for an accidental death, the authorisation letter only for a third party', () => {
    expect(portal.requiredDocuments(cases[0]!)).not.toContain('legalAccidentDocument');
    expect(portal.requiredDocuments(cases[1]!)).toContain('legalAccidentDocument');
    expect(portal.offeredDocuments(cases[0]!)).not.toContain('legalAccidentDocument');
    expect(portal.offeredDocuments(cases[1]!)).toContain('legalAccidentDocument');
    expect(portal.requiredDocuments(cases[2]!)).not.toContain('authorizationLetter');
    expect(portal.offeredDocuments(cases[2]!)).not.toContain('authorizationLetter');
    expect(portal.requiredDocuments(cases[3]!)).toContain('authorizationLetter');
    expect(portal.offeredDocuments(cases[3]!)).toContain('authorizationLetter');
  });

  it('offer every required document, and the optional ones of the type', () => {
    for (const c of cases) expect(portal.offeredDocuments(c)).toEqual(expect.arrayContaining(portal.requiredDocuments(c)));
    expect(portal.offeredDocuments(cases[0]!)).toEqual(
      expect.arrayContaining(['claimantVerificationProof', 'medicalDocument', 'successionCertificate', 'otherDocument']),
    );
    expect(portal.offeredDocuments(cases[2]!)).toEqual(expect.arrayContaining(['cashBenefitForm']));
  });
});

describe('document labels', () => {
  const keys = [...Object.keys(claims.DEATH_CLAIM_DOCUMENTS), ...Object.keys(claims.CRITICAL_ILLNESS_DOCUMENTS)];

  it('cover every label key of the contract, in words', () => {
    for (const key of keys) {
      const words = portal.DOCUMENT_LABELS[key as portal.ClaimDocument];
      expect(words, key).toBeTruthy();
      expect(words).not.toBe(key);
      expect(words, `${key} → ${words}`).not.toMatch(/[a-z][A-Z]/);
    }
    expect(Object.keys(portal.DOCUMENT_LABELS).sort()).toEqual([...new Set(keys)].sort());
  });

  it('read in the page’s language from options.claimDocument, the English being the label itself', () => {
    for (const key of Object.keys(portal.DOCUMENT_LABELS) as portal.ClaimDocument[]) {
      expect(english(portal.documentLabelKey(key))).toBe(portal.DOCUMENT_LABELS[key]);
      expect(hindi(portal.documentLabelKey(key))).toMatch(/\p{Script=Devanagari}/u);
    }
    // A label the core holds is worded; the back office's own ask is shown as it came.
    expect(portal.documentWordKey('Death Certificate')).toBe('options.claimDocument.deathCertificate');
    expect(portal.documentWordKey('A clearer copy of the death certificate')).toBeNull();
  });

  it('say what SPEC §3 says', () => {
    expect(portal.DOCUMENT_LABELS).toMatchObject({
      deathCertificate: 'Death Certificate',
      claimantPhoto: 'Photograph of Nominee',
      successionCertificate: 'Legal Heir or Succession Certificate',
      legalAccidentDocument: 'FIR, Panchnama, Inquest or Post-Mortem Report',
      claimantVerificationProof: 'Form 60',
      insuredVerificationProof: 'PAN Card',
      authorizationLetter: 'Authorisation Letter',
    });
  });
});

describe('date of death or diagnosis', () => {
  const today = '2026-11-23';
  it('refuses a day that does not exist, a future day and a day before the policy began', () => {
    expect(portal.eventDateProblem('', today)).toBe('invalid');
    expect(portal.eventDateProblem('2026-02-30', today)).toBe('invalid');
    expect(portal.eventDateProblem('2026-11-24', today)).toBe('future');
    expect(portal.eventDateProblem('2021-01-01', today, '2022-06-01')).toBe('beforePolicy');
    expect(portal.eventDateProblem('2022-06-01', today, '2022-06-01')).toBeNull();
    expect(portal.eventDateProblem(today, today)).toBeNull();
    expect(portal.eventDateProblem('2021-01-01', today)).toBeNull();
  });

  it('words each refusal as the core does, in English and in Hindi', () => {
    for (const [problem, type, core] of [
      ['invalid', 'DEATH', CORE_MESSAGES.date('death')],
      ['future', 'DEATH', CORE_MESSAGES.future('death')],
      ['beforePolicy', 'DEATH', CORE_MESSAGES.beforePolicy('death')],
      ['invalid', 'CRITICAL_ILLNESS', CORE_MESSAGES.date('diagnosis')],
      ['future', 'CRITICAL_ILLNESS', CORE_MESSAGES.future('diagnosis')],
      ['beforePolicy', 'CRITICAL_ILLNESS', CORE_MESSAGES.beforePolicy('diagnosis')],
    ] as const) {
      const key = portal.dateMessage(problem, type);
      expect(english(key)).toBe(core);
      expect(hindi(key)).toBe(word('hi', core));
    }
  });
});

describe('the form’s other messages', () => {
  it('are the core’s words', () => {
    for (const key of ['claimantName', 'relationship', 'mobile', 'email', 'account', 'illness', 'hospital'] as const) {
      expect(english(portal.CLAIM_MESSAGES[key])).toBe(CORE_MESSAGES[key]);
      expect(hindi(portal.CLAIM_MESSAGES[key])).toBe(word('hi', CORE_MESSAGES[key]));
    }
    expect(english(portal.CLAIM_MESSAGES.ifsc)).toBe(INVALID_IFSC);
    expect(hindi(portal.CLAIM_MESSAGES.ifsc)).toBe(word('hi', INVALID_IFSC));
  });
});

describe('IFSC', () => {
  it('has the core’s shape: 4 letters, a 0, 6 letters or digits; spaces and case ignored', () => {
    expect(portal.IFSC_PATTERN.source).toBe(CORE_IFSC.source);
    expect(portal.isIfscShaped('SBIN0005943')).toBe(true);
    expect(portal.isIfscShaped('sbin 0005 943')).toBe(true);
    expect(portal.normaliseIfsc('sbin 0005 943')).toBe('SBIN0005943');
    for (const bad of ['SBIN1005943', 'SBIN000594', 'SBIN00059431', '1BIN0005943', 'SBIN0-05943', ''])
      expect(portal.isIfscShaped(bad), bad).toBe(false);
  });

  it('is looked up in a real directory: a well-formed unknown code is refused', () => {
    expect(lookUpIfsc('SBIN0005943')).toMatchObject({
      ok: true,
      branch: { bankName: 'State Bank of India', branchCode: '005943' },
    });
    expect(lookUpIfsc('ABCD0123456')).toMatchObject({ code: 404, message: INVALID_IFSC });
  });
});

describe('which claim a policy takes', () => {
  const policy = (insured: string) => ({ insured_name: insured, commencement_date: '2020-01-01' }) as PolicyRow;
  const core = (type: 'DEATH' | 'CRITICAL_ILLNESS', insured: string) => {
    const req =
      type === 'DEATH'
        ? {
            claimType: 'DEATH',
            dateOfDeath: '01/01/2025',
            causeOfDeath: 'Natural',
            claimantName: 'Rohan Sharma',
            relationship: 'Son',
            claimantMobile: '9000000001',
            claimantEmail: 'rohan@example.com',
            accountNumber: '123456789012',
            ifsc: 'SBIN0005943',
          }
        : {
            claimType: 'CRITICAL_ILLNESS',
            dateOfDiagnosis: '01/01/2025',
            illness: 'Stroke',
            hospital: 'KEM',
            intimatedBy: 'SELF',
          };
    const answer = checkClaim({ ...req, documents: [] } as never, policy(insured), 'Aarav Sharma', '2026-01-01');
    return !('ok' in answer && answer.ok === false && /can be intimated only/.test(answer.message));
  };

  it.each(['Aarav Sharma', ' aarav  SHARMA ', 'Meera Sharma', 'Priya Nair'])(
    'agrees with the core for a policy on %s',
    (insured) => {
      const types = portal.claimTypesFor(insured, 'Aarav Sharma');
      expect(types.includes('DEATH')).toBe(core('DEATH', insured));
      expect(types.includes('CRITICAL_ILLNESS')).toBe(core('CRITICAL_ILLNESS', insured));
    },
  );
});

describe('a repeat claim is named before the form is filled in (SPEC §4)', () => {
  const request = (subject: string, policyNo: string | null, isOpen = true) => ({ subject, policyNo, isOpen });

  it("finds the open claims by the core's subjects, whatever their case and spacing", () => {
    const keys = portal.openClaimKeys([
      request('death  claim INTIMATION', '10000003'),
      request(claims.CLAIM_SUBJECTS.CRITICAL_ILLNESS, '10000001'),
      request(claims.CLAIM_SUBJECTS.DEATH, '10000002', false),
      request('Name Change Request', '10000001'),
      request(claims.CLAIM_SUBJECTS.DEATH, null),
    ]);
    expect(keys).toEqual(['DEATH:10000003', 'CRITICAL_ILLNESS:10000001']);
  });

  it('normalises a subject as the core does', () => {
    for (const s of ['  Death   Claim Intimation ', 'DEATH CLAIM INTIMATION', 'Death\tClaim\nIntimation']) {
      expect(portal.openClaimKeys([request(s, '10000003')]).length).toBe(
        coreNormalise(s) === coreNormalise(claims.CLAIM_SUBJECTS.DEATH) ? 1 : 0,
      );
    }
  });
});
