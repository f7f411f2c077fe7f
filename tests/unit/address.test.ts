import { beforeEach, describe, expect, it, vi } from 'vitest';
import { address } from '@portal/contracts';
import {
  ADDRESS_MESSAGES,
  addressTypeOf,
  postcodeAsTyped,
  usesPincodeDirectory,
} from '@/features/manage-profile/address/address-rules';
import { addressFormSchema } from '@/features/manage-profile/address/address-schema';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent } from './stub-core';
import { english } from './english-text';
import { FILE_MISSING } from '@/features/manage-profile/file-missing';

/* 'Update Address': the SPEC §5 rules and §7 address types, and the actions against a stubbed core. */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { loadCountriesAction, lookUpPincodeAction, updateAddressAction } =
  await import('@/features/manage-profile/address/actions');

const file = (name: string) => ({ documentId: `${name}_0123456789abcdef`, fileName: `${name}.pdf` });
const valid = {
  kind: 'CORRESPONDENCE',
  address1: 'Flat 1, Sea View',
  address2: 'Hill Road',
  landmark: '',
  country: 'India',
  pinCode: '400050',
  state: 'Maharashtra',
  city: 'Mumbai',
  proofType: 'Passport',
  front: file('front'),
  back: file('back'),
  sameForOther: false,
  nri: false,
  fatca: null,
};
const issues = (input: unknown) => {
  const r = addressFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('address rules', () => {
  it('names the SPEC §7 address type', () => {
    expect(addressTypeOf('PERMANENT', false, false)).toBe('PERMANENT');
    expect(addressTypeOf('CORRESPONDENCE', true, false)).toBe('PERMANENT_AND_CORRESPONDENCE');
    expect(addressTypeOf('CORRESPONDENCE', false, true)).toBe('CORRESPONDENCE_FOR_NRI');
    expect(addressTypeOf('PERMANENT', true, true)).toBe('PERMANENT_AND_CORRESPONDENCE_FOR_NRI');
    for (const t of [true, false].flatMap((r) => [true, false].map((n) => addressTypeOf('PERMANENT', r, n)))) {
      expect(address.ADDRESS_TYPES).toContain(t);
    }
  });

  it('takes digits only in an Indian pin code, at most 6; a postcode abroad; asks the directory only in India', () => {
    expect(postcodeAsTyped('40a0-0509', 'India')).toBe('400050');
    expect(postcodeAsTyped('sw1a  1aa', 'United Kingdom of Great Britain and Northern Ireland')).toBe('SW1A 1AA');
    expect(postcodeAsTyped('10001-1234', 'United States of America')).toBe('100011234');
    expect(postcodeAsTyped('K1A 0B1 extra', 'Canada')).toBe('K1A 0B1 EX');
    expect(usesPincodeDirectory('India')).toBe(true);
    expect(usesPincodeDirectory('Nepal')).toBe(false);
  });

  it('takes a complete address, landmark optional', () => {
    expect(issues(valid)).toEqual({});
  });

  it('words every missing answer as SPEC §5 does, all at once', () => {
    const empty = {
      ...valid,
      address1: ' ',
      address2: '',
      country: '',
      pinCode: '',
      state: '',
      city: '',
      proofType: '',
      front: null,
      back: null,
    };
    expect(issues(empty)).toEqual({
      address1: ADDRESS_MESSAGES.address1,
      address2: ADDRESS_MESSAGES.address2,
      country: ADDRESS_MESSAGES.country,
      pinCode: ADDRESS_MESSAGES.pinCode,
      state: ADDRESS_MESSAGES.state,
      city: ADDRESS_MESSAGES.city,
      proofType: ADDRESS_MESSAGES.proofType,
      front: FILE_MISSING,
      back: FILE_MISSING,
    });
  });

  it('needs all 6 digits in India, the country’s postcode abroad, and the FATCA form for an NRI', () => {
    expect(issues({ ...valid, pinCode: '40005' })).toEqual({ pinCode: ADDRESS_MESSAGES.pinInvalid });
    expect(issues({ ...valid, pinCode: '4000a' })).toEqual({ pinCode: ADDRESS_MESSAGES.pinInvalid });
    expect(issues({ ...valid, pinCode: 'SW1A 1AA' })).toEqual({ pinCode: ADDRESS_MESSAGES.pinInvalid });
    expect(issues({ ...valid, country: 'Nepal', pinCode: '44600', state: 'Bagmati', city: 'Kathmandu' })).toEqual({});
    const london = {
      ...valid,
      country: 'United Kingdom of Great Britain and Northern Ireland',
      state: 'England',
      city: 'London',
    };
    expect(issues({ ...london, pinCode: 'SW1A 1AA' })).toEqual({});
    expect(issues({ ...london, pinCode: '10001' })).toEqual({});
    expect(issues({ ...london, pinCode: 'E1' })).toEqual({ pinCode: ADDRESS_MESSAGES.pinInvalid });
    expect(issues({ ...london, pinCode: 'SW1A-1AA' })).toEqual({ pinCode: ADDRESS_MESSAGES.pinInvalid });
    expect(issues({ ...valid, nri: true })).toEqual({ fatca: ADDRESS_MESSAGES.fatca });
    expect(issues({ ...valid, nri: true, fatca: file('fatca') })).toEqual({});
  });
});

describe('address actions', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    resetStubCore({
      getAllCountries: () => ['India', 'Afghanistan'],
      pincode: () => ({ city: 'Mumbai', stateName: 'Maharashtra' }),
      update: () => ({ serviceRequestId: '12345678' }),
    });
  });

  it('lists the countries', async () => {
    expect(await callAction(loadCountriesAction, {})).toEqual({ ok: true, data: { countries: ['India', 'Afghanistan'] } });
  });

  it('looks up a pin code, and answers null for one the directory does not know', async () => {
    expect(await callAction(lookUpPincodeAction, { pincode: '400050' })).toEqual({
      ok: true,
      data: { place: { state: 'Maharashtra', city: 'Mumbai' } },
    });
    expect(sent[0]?.body).toEqual({ sessionId: 'S1', pincode: '400050', customerId: 'C1000001' });
    core.pincode = () => new UpstreamError('Please enter a valid pin code', 404);
    expect(await callAction(lookUpPincodeAction, { pincode: '000000' })).toEqual({ ok: true, data: { place: null } });
  });

  it('asks about 6 digits only', async () => {
    expect(await callAction(lookUpPincodeAction, { pincode: '4000' })).toEqual({
      ok: false,
      message: english(ADDRESS_MESSAGES.pinInvalid),
    });
    expect(sent).toEqual([]);
  });

  it('sends nothing for a form the browser should have refused', async () => {
    expect(await callAction(updateAddressAction, { ...valid, back: null })).toEqual({
      ok: false,
      message: 'Please upload a file',
    });
    expect(await callAction(updateAddressAction, { ...valid, nri: true })).toEqual({
      ok: false,
      message: english(ADDRESS_MESSAGES.fatca),
    });
    expect(sent).toEqual([]);
  });

  it('sends the parts, the joined text, the type and the documents by id', async () => {
    const result = await callAction(updateAddressAction, {
      ...valid,
      address1: '  Flat 1,  Sea View ',
      sameForOther: true,
      nri: true,
      fatca: file('fatca'),
    });
    expect(result).toEqual({ ok: true, data: { serviceRequestId: '12345678' } });
    expect(sent[0]?.body).toEqual({
      sessionId: 'S1',
      customerId: 'C1000001',
      addressType: 'PERMANENT_AND_CORRESPONDENCE_FOR_NRI',
      address: {
        address1: 'Flat 1,  Sea View',
        address2: 'Hill Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pinCode: '400050',
        country: 'India',
      },
      newAddress: 'Flat 1,  Sea View, Hill Road, Mumbai, Maharashtra 400050, India',
      proofType: 'Passport',
      documents: [{ documentId: file('front').documentId }, { documentId: file('back').documentId }],
      fatcaDocument: { documentId: file('fatca').documentId },
    });
  });
});
