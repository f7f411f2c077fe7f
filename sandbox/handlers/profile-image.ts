import { CODES, profile } from '@portal/contracts';
import { fail } from '../domain/failure';
import { keepProfileImage, prepareProfileImage, removeProfileImage } from '../domain/profile-images';
import { profileImageOf } from '../store/profile-images';
import { authedRoute, ok } from './route';

/** save/profileImage (set, or remove with an empty document) and profileImage (the picture to show). */
const invalid = () => fail(CODES.BAD_REQUEST, 'Invalid request.');

export const profileImageRoutes = [
  authedRoute(profile.saveProfileImage, async (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    if (req.document.fileContent === '') {
      removeProfileImage(db, session.customerId);
      return ok({ profilePic: null }, 'Profile image removed successfully.');
    }
    const prepared = await prepareProfileImage(req.document);
    if (!prepared.ok) return prepared;
    const profilePic = keepProfileImage(db, session.customerId, prepared.image, now);
    return ok({ profilePic }, 'Profile image updated successfully.');
  }),

  authedRoute(profile.profileImage, (req, { db, session }) => {
    if (req.clientId !== session.clientId) return invalid();
    const image = profileImageOf(db, session.customerId);
    if (!image) return fail(CODES.NOT_FOUND, 'No profile image on record.');
    return ok({
      fileContent: image.content.toString('base64'), fileName: image.file_name, contentType: image.content_type,
      profilePic: image.version,
    });
  }),
];
