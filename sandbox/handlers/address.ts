import { address, CODES } from '@portal/contracts';
import { ADDRESS_MESSAGES } from '@portal/contracts/address';
import { ADDRESS_SUBJECT, checkAddress } from '../domain/address-rules';
import { raiseChangeRequest } from '../domain/change-requests';
import { allCountries } from '../domain/countries';
import { fail } from '../domain/failure';
import { lookUpPincode } from '../domain/pincode-directory';
import { duplicateOf } from '../domain/service-requests';
import { resolveDocuments } from '../domain/request-documents';
import { authedRoute, ok, publicRoute } from './route';

/**
 * address/update, getAllCountries and verify/pincode. An address change
 * checks, in order: the address, the duplicate rule, the proof (type and
 * exactly 2 documents), the FATCA declaration for an NRI; it is applied when
 * the back office approves.
 */
const invalid = () => fail(CODES.BAD_REQUEST, 'Invalid request.');

export const addressRoutes = [
  authedRoute(address.updateAddress, (req, { db, session, now }) => {
    if (req.customerId !== session.clientId) return invalid();
    const checked = checkAddress(req.address, req.newAddress);
    if (!checked.ok) return checked;
    // Refused before the customer's documents are read.
    const duplicate = duplicateOf(db, { customerId: session.customerId, policyId: null, subject: ADDRESS_SUBJECT });
    if (duplicate) return duplicate;
    const resolve = (purpose: 'ADDRESS_PROOF' | 'FATCA', docs: typeof req.documents, labels: string[]) =>
      resolveDocuments(db, {
        customerId: session.customerId,
        purpose,
        docs,
        labels,
        count: { min: labels.length, max: labels.length },
        now,
      });
    const proofs = resolve('ADDRESS_PROOF', req.documents, [`${req.proofType} front`, `${req.proofType} back`]);
    if (!proofs.ok) return proofs;
    const documents = [...proofs.files];
    if (address.isNriAddress(req.addressType)) {
      const given = req.fatcaDocument;
      // No FATCA declaration, or an empty one, is the SPEC's own message.
      if (!given || ('fileContent' in given && !given.fileContent)) return fail(CODES.BAD_REQUEST, ADDRESS_MESSAGES.fatca);
      const fatca = resolve('FATCA', [given], ['FATCA declaration']);
      if (!fatca.ok) return fatca;
      documents.push(...fatca.files);
    }
    const raised = raiseChangeRequest(db, {
      customerId: session.customerId,
      policyId: null,
      subject: ADDRESS_SUBJECT,
      description: `${req.addressType} address to ${checked.text}`,
      change: { kind: 'ADDRESS', payload: { addressType: req.addressType, newAddress: checked.text } },
      documents,
      now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  publicRoute(address.getAllCountries, () => ok([...allCountries()])),

  authedRoute(address.verifyPincode, (req, { session }) => {
    if (req.customerId !== session.clientId) return invalid();
    if (!/^\d{6}$/.test(req.pincode.trim())) return fail(CODES.BAD_REQUEST, ADDRESS_MESSAGES.pinInvalid);
    const place = lookUpPincode(req.pincode.trim());
    return place ? ok(place) : fail(CODES.NOT_FOUND, ADDRESS_MESSAGES.pinInvalid);
  }),
];
