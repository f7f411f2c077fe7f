import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address } from '@portal/contracts';
import type { AddressForm, AddressType } from '@portal/contracts/address';
import type { Document } from '@portal/contracts/uploads';
import type { LoginTokens } from './support/client';
import { jpeg, pdf, png, text, tiff } from './support/files';
import { AARAV } from './support/fixtures';
import { approve, bad, DUPLICATE, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;

const UK = 'United Kingdom of Great Britain and Northern Ireland';
const BANDRA: AddressForm = {
  address1: 'Flat 5, Palm Court',
  address2: 'Hill Road',
  landmark: 'Near St Peter’s Church',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400050',
  country: 'India',
};
const update = (
  form: AddressForm,
  o: { addressType?: AddressType; documents?: Document[]; fatcaDocument?: Document; newAddress?: string } = {},
) =>
  t.call(aarav, address.updateAddress, {
    customerId: aarav.clientId,
    addressType: o.addressType ?? 'CORRESPONDENCE',
    address: form,
    newAddress: o.newAddress ?? address.joinAddress(form),
    proofType: 'Passport',
    documents: o.documents ?? [jpeg(), png()],
    ...(o.fatcaDocument ? { fatcaDocument: o.fatcaDocument } : {}),
  });
const srOf = (res: { envelope?: { data?: unknown } }) => address.updateAddress.data.parse(res.envelope?.data).serviceRequestId;
const pincode = (pin: string, customerId = aarav.clientId) => t.call(aarav, address.verifyPincode, { pincode: pin, customerId });

beforeAll(async () => {
  t = await startTestSandbox('address-update');
  aarav = await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

describe('getAllCountries and verify/pincode', () => {
  it('lists every country by name, India first, the rest alphabetical', async () => {
    const res = await t.client.call(address.getAllCountries);
    const names = address.getAllCountries.data.parse(res.envelope?.data);
    expect(names[0]).toBe('India');
    expect(names.length).toBeGreaterThan(240);
    expect(names).toEqual(
      expect.arrayContaining(['United States of America', 'United Kingdom of Great Britain and Northern Ireland']),
    );
    expect(names.filter((n) => n.endsWith('(the)'))).toEqual([]);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds the state and city of any Indian pincode', async () => {
    const place = async (pin: string) => (await pincode(pin)).envelope;
    expect(await place('400050')).toMatchObject({ code: 200, data: { city: 'Mumbai', stateName: 'Maharashtra' } });
    expect(await place('110001')).toMatchObject({ data: { city: 'New Delhi', stateName: 'Delhi' } });
    expect(await place('744301')).toMatchObject({ data: { city: 'Nicobar', stateName: 'Andaman & Nicobar Islands' } });
    expect(await place('781001')).toMatchObject({ data: { stateName: 'Assam' } });
    expect(await place('000000')).toEqual({ code: 404, message: 'Please enter a valid pin code' });
    expect(await place('40005')).toEqual(bad('Please enter a valid pin code'));
    expect(await place('40005O')).toEqual(bad('Please enter a valid pin code'));
    expect((await pincode('400050', 'C1000002')).envelope).toEqual(bad('Invalid request.'));
  });
});

describe('address/update', () => {
  it('checks each field of the form with the SPEC messages, in the form’s order', async () => {
    const cases: Array<[Partial<AddressForm>, string]> = [
      [{ address1: '  ' }, 'Please enter address line 1'],
      [{ address2: '' }, 'Please enter address line 2'],
      [{ country: '' }, 'Please select country'],
      [{ country: 'Atlantis' }, 'Please select country'],
      [{ pinCode: '' }, 'Please enter pin code'],
      [{ state: '' }, 'Please select state'],
      [{ city: '' }, 'Please select city'],
      [{ pinCode: '4000AB' }, 'Please enter a valid pin code'],
      [{ pinCode: '000000' }, 'Please enter a valid pin code'],
      [{ pinCode: '40005' }, 'Please enter a valid pin code'],
      // A postcode abroad is the country's own shape: letters, digits and spaces, 3 to 10 of them.
      [{ pinCode: 'SW1A 1AA' }, 'Please enter a valid pin code'],
      [{ country: UK, pinCode: '12' }, 'Please enter a valid pin code'],
      [{ country: UK, pinCode: 'SW1A-1AA' }, 'Please enter a valid pin code'],
      [{ state: 'Kerala' }, 'Please select state'],
      [{ city: 'Pune' }, 'Please select city'],
    ];
    for (const [change, message] of cases) {
      expect((await update({ ...BANDRA, ...change })).envelope, JSON.stringify(change)).toEqual(bad(message));
    }
    // The joined text must be the form's own.
    expect((await update(BANDRA, { newAddress: 'Somewhere else entirely' })).envelope).toEqual(bad('Invalid request.'));
  });

  it('needs two proof documents of the allowed types, and a FATCA PDF for an NRI', async () => {
    expect((await update(BANDRA, { documents: [jpeg()] })).envelope).toEqual(bad('Please upload a file'));
    expect((await update(BANDRA, { documents: [jpeg(), text()] })).envelope).toEqual(
      bad('File type not allowed. Only .jpg, .jpeg, .png, .tif and .pdf are allowed.'),
    );
    const nri = { addressType: 'CORRESPONDENCE_FOR_NRI' as const };
    expect((await update(BANDRA, nri)).envelope).toEqual(bad('Please upload FATCA form'));
    expect((await update(BANDRA, { ...nri, fatcaDocument: png('fatca.png') })).envelope).toEqual(bad('Please upload FATCA form'));
  });

  let sr = '';
  it('raises an Address Change Request with its documents, an NRI’s abroad with its own postcode', async () => {
    const london: AddressForm = {
      address1: '10 Downing Street',
      address2: 'Westminster',
      city: 'London',
      state: 'England',
      pinCode: 'SW1A 2AA',
      country: UK,
    };
    const res = await update(london, {
      addressType: 'CORRESPONDENCE_FOR_NRI',
      documents: [tiff(), pdf()],
      fatcaDocument: pdf('FATCA declaration.pdf'),
    });
    sr = srOf(res);
    expect(sr).toMatch(/^\d{8}$/);
    const queue = (await (await fetch(`${t.sb.url}/__sandbox/service-requests`)).json()) as Array<Record<string, unknown>>;
    expect(queue.find((q) => q.srNumber === sr)).toMatchObject({
      subject: 'Address Change Request',
      kind: 'ADDRESS',
      change: {
        addressType: 'CORRESPONDENCE_FOR_NRI',
        newAddress: `10 Downing Street, Westminster, London, England SW1A 2AA, ${UK}`,
      },
      documents: [
        { label: 'Passport front', fileName: 'proof.tif', contentType: 'image/tiff' },
        { label: 'Passport back', fileName: 'proof.pdf', contentType: 'application/pdf' },
        { label: 'FATCA declaration', fileName: 'FATCA declaration.pdf', contentType: 'application/pdf' },
      ],
    });
  });

  it('refuses any second address change while one is open', async () => {
    expect((await update(BANDRA, { addressType: 'PERMANENT' })).envelope).toEqual(DUPLICATE);
    // Before its documents are even read.
    expect((await update(BANDRA, { documents: [text(), text()] })).envelope).toEqual(DUPLICATE);
  });

  it('changes the address only when approved, both of them for PERMANENT_AND_CORRESPONDENCE', async () => {
    const before = await profileOf(t, aarav);
    expect((await approve(t, sr)).status).toBe(200);
    const after = await profileOf(t, aarav);
    expect(after.mailingAddress).toBe(`10 Downing Street, Westminster, London, England SW1A 2AA, ${UK}`);
    expect(after.permanentAddress).toBe(before.permanentAddress);

    const both = srOf(await update(BANDRA, { addressType: 'PERMANENT_AND_CORRESPONDENCE' }));
    expect((await profileOf(t, aarav)).permanentAddress).toBe(before.permanentAddress);
    expect((await approve(t, both)).status).toBe(200);
    const text = 'Flat 5, Palm Court, Hill Road, Near St Peter’s Church, Mumbai, Maharashtra 400050, India';
    expect(await profileOf(t, aarav)).toMatchObject({ permanentAddress: text, mailingAddress: text });
  });
});
