import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AADHAAR_MESSAGES,
  aadhaarNumberProblem,
  authorityRefusalText,
  caretAfterGrouping,
  groupInFours,
  KYC_DIALOG_TEXTS,
  maxGroupedLength,
} from '@/features/manage-profile/aadhaar/aadhaar-rules';
import { aadhaarFormSchema, aadhaarProofSchema, aadhaarSendSchema } from '@/features/manage-profile/aadhaar/aadhaar-schema';
import { FILE_MISSING } from '@/features/manage-profile/file-missing';
import { english } from './english-text';

const FILE = { documentId: 'doc_0123456789abcdef', fileName: 'front.jpg' };
const valid = {
  verificationType: 'uidai',
  kycType: 'aadhar',
  aadhaarNo: '2345 6789 0124',
  consent: true,
  front: null,
  back: null,
};
const messagesOf = (input: unknown) => {
  const r = aadhaarFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('grouping in fours (SPEC §5)', () => {
  it.each([
    ['', 'aadhar', ''],
    ['2345', 'aadhar', '2345'],
    ['23456', 'aadhar', '2345 6'],
    ['234567890124', 'aadhar', '2345 6789 0124'],
    ['2345 6789 0124 999', 'aadhar', '2345 6789 0124'],
    [' 23 45 67 ', 'aadhar', '2345 67'],
    ['98765432101234579', 'vid', '9876 5432 1012 3457'],
    ['12ab56', 'aadhar', '12ab 56'],
  ] as const)('%j as %s reads %j', (raw, kind, grouped) => {
    expect(groupInFours(raw, kind)).toBe(grouped);
  });

  it('fits the SPEC lengths: 14 for an Aadhaar, 19 for a VID', () => {
    expect(maxGroupedLength('aadhar')).toBe(14);
    expect(maxGroupedLength('vid')).toBe(19);
  });

  it('is stable, never too long, and keeps every character it has room for', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('aadhar' as const, 'vid' as const), (raw, kind) => {
        const once = groupInFours(raw, kind);
        expect(groupInFours(once, kind)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(maxGroupedLength(kind));
        expect(raw.replace(/\s+/g, '').startsWith(once.replace(/ /g, ''))).toBe(true);
      }),
    );
  });

  it('puts the caret back after the same typed characters', () => {
    expect(caretAfterGrouping('2345 6', 5)).toBe(6);
    expect(caretAfterGrouping('2345 6', 4)).toBe(4);
    expect(caretAfterGrouping('2345 6789', 0)).toBe(0);
    expect(caretAfterGrouping('2345', 9)).toBe(4);
  });
});

describe('the number (SPEC §5, Verhoeff)', () => {
  it.each([
    ['', 'aadhar', AADHAAR_MESSAGES.required],
    ['   ', 'aadhar', AADHAAR_MESSAGES.required],
    ['2345 678a 0124', 'aadhar', AADHAAR_MESSAGES.digits],
    ['2345 6789 012', 'aadhar', AADHAAR_MESSAGES.length],
    ['2345 6789 0123', 'aadhar', AADHAAR_MESSAGES.checksum],
    ['2345 6789 0124', 'aadhar', null],
    ['9999 0000 0000', 'aadhar', null],
    ['2345 6789 0124', 'vid', AADHAAR_MESSAGES.vidLength],
    ['9876 5432 1012 3458', 'vid', AADHAAR_MESSAGES.vidLength],
    ['9876 5432 1012 3457', 'vid', null],
  ] as const)('%j as %s: %s', (raw, kind, message) => {
    expect(aadhaarNumberProblem(raw, kind)).toBe(message);
  });

  it('words each refusal of the authority as SPEC §8 does', () => {
    expect(authorityRefusalText('send', 1003)).toBe(KYC_DIALOG_TEXTS.validationFailed);
    expect(authorityRefusalText('send', 1004)).toBe(KYC_DIALOG_TEXTS.unavailable);
    expect(english(authorityRefusalText('verify', 1005))).toBe("Ekyc couldn't be completed...");
    expect(authorityRefusalText('verify', 1003)).toBe(KYC_DIALOG_TEXTS.otpFailed);
  });
});

describe('the form schema', () => {
  it('takes a complete form', () => {
    expect(aadhaarFormSchema.safeParse(valid).success).toBe(true);
  });

  it('names every missing answer at once', () => {
    expect(messagesOf({ kycType: 'aadhar', aadhaarNo: '', consent: false, front: null, back: null })).toEqual({
      verificationType: AADHAAR_MESSAGES.verificationType,
      consent: AADHAAR_MESSAGES.consent,
      aadhaarNo: AADHAAR_MESSAGES.required,
    });
  });

  it('needs both sides of the card through proof', () => {
    expect(messagesOf({ ...valid, verificationType: 'proof' })).toEqual({
      front: FILE_MISSING,
      back: FILE_MISSING,
    });
    expect(messagesOf({ ...valid, verificationType: 'proof', front: FILE })).toEqual({ back: FILE_MISSING });
    expect(aadhaarProofSchema.safeParse({ ...valid, verificationType: 'proof', front: FILE, back: FILE }).success).toBe(true);
  });

  it('keeps each action to its own way', () => {
    expect(aadhaarSendSchema.safeParse({ form: valid }).success).toBe(true);
    expect(aadhaarSendSchema.safeParse({ form: { ...valid, verificationType: 'proof', front: FILE, back: FILE } }).success).toBe(
      false,
    );
    expect(aadhaarProofSchema.safeParse(valid).success).toBe(false);
  });

  it('refuses what the form could never send', () => {
    expect(aadhaarFormSchema.safeParse({ ...valid, kycType: 'passport' }).success).toBe(false);
    expect(aadhaarFormSchema.safeParse({ ...valid, aadhaarNo: '2'.repeat(40) }).success).toBe(false);
    expect(aadhaarFormSchema.safeParse({ ...valid, front: { documentId: '../x', fileName: 'a' } }).success).toBe(false);
    expect(aadhaarFormSchema.safeParse('2345').success).toBe(false);
  });
});
