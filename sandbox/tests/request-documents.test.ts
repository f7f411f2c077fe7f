import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, documentUpload, kyc, profile } from '@portal/contracts';
import type { DocumentPurpose } from '@portal/contracts/document-upload';
import type { Document } from '@portal/contracts/uploads';
import type { LoginTokens } from './support/client';
import { heic, jpeg, pdf, png, tiff } from './support/files';
import { AADHAAR, AARAV, PAN, PRIYA } from './support/fixtures';
import { approve, bad, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * Requests that carry documents take them by id as well as by bytes: a file
 * the uploader sent ahead (document/upload) is named `{documentId}`, and the
 * core takes it only for its customer and purpose, once.
 */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

const NOT_FOUND = bad('The uploaded document was not found. Please upload it again.');
const upload = async (purpose: DocumentPurpose, document: Document, who = aarav) => ({
  documentId: (await t.data(who, documentUpload.uploadDocument, { clientId: who.clientId, purpose, document })).documentId,
});
/** A request's documents are listed in the order the core received them: files sent ahead first. */
const withLabels = (docs: Array<Record<string, string>>) => expect.arrayContaining(docs.map((d) => expect.objectContaining(d)));
interface Queued {
  srNumber: string;
  documents: Array<{ label: string; fileName: string; contentType: string }>;
}
const queued = async (srNumber: string) =>
  ((await (await fetch(`${t.sb.url}/__sandbox/service-requests`)).json()) as Queued[]).find((q) => q.srNumber === srNumber);
const nameChange = (documents: Array<Document | { documentId: string }>, lastName = 'Mehta', who = aarav) =>
  t.call(who, profile.nameChange, { clientId: who.clientId, title: 'Mr.', firstName: 'Aarav', lastName, documents });

beforeAll(async () => {
  t = await startTestSandbox('request-documents');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('documents named by id', () => {
  it('refuse another customer’s upload, one for another purpose, and an unknown id', async () => {
    const hers = await upload('NAME_PROOF', pdf('deed.pdf'), priya);
    const forPan = await upload('PAN_PROOF', pdf('pan.pdf'));
    expect((await nameChange([hers])).envelope).toEqual(NOT_FOUND);
    expect((await nameChange([forPan])).envelope).toEqual(NOT_FOUND);
    expect((await nameChange([{ documentId: 'x'.repeat(24) }])).envelope).toEqual(NOT_FOUND);
    expect((await nameChange([{ documentId: 'bad id!' }])).envelope).toEqual(bad('Invalid request.'));
  });

  it('go with the request that names them, once, and the back office sees them', async () => {
    const deed = await upload('NAME_PROOF', pdf('deed.pdf'));
    const res = await nameChange([deed, jpeg('gazette.jpg')]);
    const sr = profile.nameChange.data.parse(res.envelope?.data).serviceRequestId;
    expect((await queued(sr))?.documents).toEqual(
      withLabels([
        { label: 'name proof', fileName: 'deed.pdf', contentType: 'application/pdf' },
        { label: 'name proof', fileName: 'gazette.jpg', contentType: 'image/jpeg' },
      ]),
    );
    expect((await approve(t, sr)).status).toBe(200);
    expect((await profileOf(t, aarav)).surname).toBe('Mehta');
    // Taken: a second request cannot carry the same file.
    expect((await nameChange([deed], 'Kapoor')).envelope).toEqual(NOT_FOUND);
  });

  it('are taken for a PAN proof, an address with its FATCA form, and an Aadhaar proof', async () => {
    const pan = await t.data(aarav, profile.updatePan, {
      customerId: aarav.clientId,
      panNumber: PAN.company,
      isPanVerify: false,
      documents: [await upload('PAN_PROOF', tiff('pan.tif'))],
    });
    expect((await queued(pan.serviceRequestId))?.documents).toMatchObject([{ label: 'PAN proof', contentType: 'image/tiff' }]);

    const form = {
      address1: '1 Marina Bay',
      address2: 'Tower 2',
      city: 'Singapore',
      state: 'Singapore',
      pinCode: '018989',
      country: 'Singapore',
    };
    const fatca = await upload('FATCA', pdf('fatca.pdf'));
    // A FATCA form is no address proof.
    const misfiled = await t.call(aarav, address.updateAddress, {
      customerId: aarav.clientId,
      addressType: 'PERMANENT_FOR_NRI',
      address: form,
      newAddress: address.joinAddress(form),
      proofType: 'Passport',
      documents: [fatca, png()],
      fatcaDocument: fatca,
    });
    expect(misfiled.envelope).toEqual(NOT_FOUND);
    const moved = await t.data(aarav, address.updateAddress, {
      customerId: aarav.clientId,
      addressType: 'PERMANENT_FOR_NRI',
      address: form,
      newAddress: address.joinAddress(form),
      proofType: 'Passport',
      documents: [await upload('ADDRESS_PROOF', jpeg('passport-1.jpg')), png('passport-2.png')],
      fatcaDocument: fatca,
    });
    const movedDocs = (await queued(moved.serviceRequestId))?.documents;
    expect(movedDocs).toHaveLength(3);
    expect(movedDocs).toEqual(
      withLabels([
        { label: 'Passport front', fileName: 'passport-1.jpg' },
        { label: 'Passport back', fileName: 'passport-2.png' },
        { label: 'FATCA declaration', fileName: 'fatca.pdf' },
      ]),
    );

    const front = await upload('AADHAAR_PROOF', jpeg('front.jpg'));
    const back = await upload('AADHAAR_PROOF', pdf('back.pdf'));
    const proof = await t.data(aarav, kyc.updateAadhaarProof, { aadharNumber: AADHAAR.valid, documents: [front, back] });
    expect((await queued(proof.serviceRequestId))?.documents).toEqual(
      withLabels([
        { label: 'front', fileName: 'front.jpg' },
        { label: 'back', fileName: 'back.pdf' },
      ]),
    );
  });

  it('set the profile picture, a HEIC converted, and the upload is used up', async () => {
    const photo = await upload('PROFILE_IMAGE', heic('IMG_0042.HEIC'));
    const saved = await t.call(aarav, profile.saveProfileImage, { clientId: aarav.clientId, document: photo });
    expect(saved.envelope).toMatchObject({ code: 200, message: 'Profile image updated successfully.' });
    const image = profile.profileImage.data.parse(
      (await t.call(aarav, profile.profileImage, { clientId: aarav.clientId })).envelope?.data,
    );
    expect(image).toMatchObject({ contentType: 'image/jpeg', fileName: 'IMG_0042.jpg' });
    expect((await t.call(aarav, profile.saveProfileImage, { clientId: aarav.clientId, document: photo })).envelope).toEqual(
      NOT_FOUND,
    );
    const notAPicture = await upload('NAME_PROOF', pdf());
    expect((await t.call(aarav, profile.saveProfileImage, { clientId: aarav.clientId, document: notAPicture })).envelope).toEqual(
      NOT_FOUND,
    );
  });
});
