import { z } from 'zod';
import { defineCall, serviceRequestNumber } from './define';
import { TITLES } from './options';
import { requestDocument } from './document-ref';

/**
 * Profile changes that need no OTP: PAN, name, Go Green and the profile
 * picture (SPEC §7 user service). Every request answers an 8-digit
 * `serviceRequestId`. Fields with a SPEC §5 message are only bounded here, so
 * the core can answer that message (code 400) rather than 'Invalid request.'.
 * `customerId` and `clientId` are the token's client id (C1000001), else 400.
 */
const P = '/usermgmt/api/v1';
const sessionId = z.string().min(1);
const clientId = z.string().min(1).max(40);

/** SPEC §5 "PAN": 5 uppercase letters, 4 digits, 1 uppercase letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/**
 * A person's name: letters, spaces and dots (SPEC §5), and an apostrophe or hyphen between
 * letters (D'Souza, O’Brien, Rao-Patil), a widening docs/decisions.md records. It starts with a
 * letter. The core takes at most NAME_MAX characters.
 */
export const NAME_PATTERN = /^[A-Za-z](?:[A-Za-z .]|['’-](?=[A-Za-z]))*$/;
export const NAME_MAX = 60;

/**
 * The PAN issuer's answer. Code 200: verified, `nameMatch` false when the
 * name on the PAN differs from the customer's (message "Your PAN has been
 * verified but name doesn't match."). Code 400: not verified, or not a PAN.
 */
export const verifyPan = defineCall({
  method: 'POST',
  path: `${P}/verify/pan`,
  auth: true,
  request: z.object({ sessionId, panNumber: z.string().max(20) }),
  data: z.object({ isVerify: z.boolean(), nameMatch: z.boolean() }),
});

/**
 * isPanVerify is what the portal saw; the core asks the issuer again and does
 * not take it on trust. Verified with a matching name: straight through
 * (`isSTPRequest` true, the PAN is recorded at once). Otherwise `documents`
 * (1 or 2, png/jpeg/tiff/pdf) are required and the back office decides.
 */
export const updatePan = defineCall({
  method: 'POST',
  path: `${P}/update/pan`,
  auth: true,
  request: z.object({
    sessionId,
    customerId: clientId,
    panNumber: z.string().max(20),
    isPanVerify: z.boolean(),
    documents: z.array(requestDocument).max(2).optional(),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber, isSTPRequest: z.boolean() }),
});

/** Name change with one or two proof documents (jpeg/png/pdf); applied when the back office approves. */
export const nameChange = defineCall({
  method: 'POST',
  path: `${P}/nameChange`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    title: z.enum(TITLES),
    firstName: z.string().max(100),
    middleName: z.string().max(100).optional(),
    lastName: z.string().max(100),
    documents: z.array(requestDocument).max(2),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

/** Paperless statements (SPEC §6); the path keeps the upstream's spelling. */
export const goGreenRegistration = defineCall({
  method: 'POST',
  path: `${P}/goGreenRegisteration`,
  auth: true,
  request: z.object({ sessionId, clientId }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

/**
 * Sets the picture (jpeg, png, heic or heif; a HEIC/HEIF is kept as a JPEG so
 * every browser shows it), sent as bytes or by the documentId of a file
 * uploaded for PROFILE_IMAGE, or, with an empty document, removes it. Answers
 * the new `profilePic` version, as profile/details will report it.
 */
export const saveProfileImage = defineCall({
  method: 'POST',
  path: `${P}/save/profileImage`,
  auth: true,
  request: z.object({ sessionId, clientId, document: requestDocument }),
  data: z.object({ profilePic: z.string().nullable() }),
});

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The stored picture for display; code 404 when there is none. */
export const profileImage = defineCall({
  method: 'POST',
  path: `${P}/profileImage`,
  auth: true,
  request: z.object({ sessionId, clientId }),
  data: z.object({
    fileContent: z.string().min(1),
    fileName: z.string(),
    contentType: z.enum(PROFILE_IMAGE_TYPES),
    profilePic: z.string(),
  }),
});
