import { CODES, profile } from '@portal/contracts';
import { isDocumentRef } from '@portal/contracts/document-ref';
import { fail } from '../domain/failure';
import { keepProfileImage, prepareProfileImage, removeProfileImage } from '../domain/profile-images';
import { resolveDocuments } from '../domain/request-documents';
import { deletePendingUpload } from '../store/documents';
import { profileImageOf } from '../store/profile-images';
import { authedRoute, ok } from './route';

/**
 * save/profileImage (set, or remove with an empty document) and profileImage
 * (the picture to show). A picture sent ahead with document/upload is named
 * by its id; once kept as the picture, the pending upload is dropped.
 */
const invalid = () => fail(CODES.BAD_REQUEST, 'Invalid request.');

export const profileImageRoutes = [
  authedRoute(profile.saveProfileImage, async (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    const doc = req.document;
    if (!isDocumentRef(doc) && doc.fileContent === '') {
      removeProfileImage(db, session.customerId);
      return ok({ profilePic: null }, 'Profile image removed successfully.');
    }
    const resolved = resolveDocuments(db, {
      customerId: session.customerId,
      purpose: 'PROFILE_IMAGE',
      docs: [doc],
      labels: ['profile image'],
      count: { min: 1, max: 1 },
      now,
    });
    if (!resolved.ok) return resolved;
    const [{ file, documentId }] = resolved.files as [(typeof resolved.files)[number]];
    const prepared = await prepareProfileImage(file);
    if (!prepared.ok) return prepared;
    const profilePic = keepProfileImage(db, session.customerId, prepared.image, now);
    if (documentId !== null) deletePendingUpload(db, session.customerId, documentId);
    return ok({ profilePic }, 'Profile image updated successfully.');
  }),

  authedRoute(profile.profileImage, (req, { db, session }) => {
    if (req.clientId !== session.clientId) return invalid();
    const image = profileImageOf(db, session.customerId);
    if (!image) return fail(CODES.NOT_FOUND, 'No profile image on record.');
    return ok({
      fileContent: image.content.toString('base64'),
      fileName: image.file_name,
      contentType: image.content_type,
      profilePic: image.version,
    });
  }),
];
