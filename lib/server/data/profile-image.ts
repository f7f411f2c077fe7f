import 'server-only';
import { CODES, profile } from '@portal/contracts';
import type { UploadedFile } from '../../uploads/upload-rules';
import { UpstreamError } from '../errors';
import { rememberInSession, requireAuth } from '../session';
import { callAsCustomer, exchangeAsCustomer } from './as-customer';
import { documentRefs } from './document-refs';

/*
 * The profile picture (SPEC §2, §7 "Update avatar"). profile/details carries only its version;
 * the bytes come from profileImage, for the portal's own image route. The core keeps a HEIC or
 * HEIF as a JPEG, so what it answers is always a JPEG or a PNG.
 */

export interface ProfileImage {
  bytes: Buffer;
  contentType: (typeof profile.PROFILE_IMAGE_TYPES)[number];
  /** the version profile/details reports for this picture */
  version: string;
}

/** The stored picture, or null when there is none (code 404). */
export async function getProfileImage(): Promise<ProfileImage | null> {
  const { clientId } = await requireAuth();
  try {
    const image = await callAsCustomer(profile.profileImage, { clientId });
    return { bytes: Buffer.from(image.fileContent, 'base64'), contentType: image.contentType, version: image.profilePic };
  } catch (e) {
    if (e instanceof UpstreamError && e.code === CODES.NOT_FOUND) return null;
    throw e;
  }
}

export interface ProfileImageSaved {
  /** the core's words: 'Profile image updated successfully.' or '… removed …' */
  message: string;
  /** the new version, null once removed */
  profilePic: string | null;
}

const REMOVE = { fileContent: '', fileName: '' };

/** Sets the picture the uploader kept at the core (by its id), or with null removes it: an empty document (SPEC §5). */
export async function saveProfileImage(file: UploadedFile | null): Promise<ProfileImageSaved> {
  const { clientId, customer } = await requireAuth();
  const [document = REMOVE] = file ? documentRefs([file]) : [];
  const answer = await exchangeAsCustomer(profile.saveProfileImage, { clientId, document });
  // The shell's picture comes from the session: the new one shows on the next render.
  if (customer) await rememberInSession({ customer: { ...customer, profilePic: answer.data.profilePic } });
  return { message: answer.message, profilePic: answer.data.profilePic };
}
