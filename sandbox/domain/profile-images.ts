import { createHash } from 'node:crypto';
import convert from 'heic-convert';
import { CODES } from '@portal/contracts';
import { UPLOAD_RULES } from '@portal/contracts/uploads';
import { setProfilePic } from '../store/customer-changes';
import type { Db } from '../store/db';
import { deleteProfileImage, putProfileImage } from '../store/profile-images';
import { fail, type Failure } from './failure';
import type { CheckedFile } from './uploads';

/**
 * The profile picture. Only JPEG, PNG and HEIC/HEIF are taken (by their first
 * bytes); a HEIC/HEIF, as phones take them, is converted to JPEG on save, so
 * every browser can show what is stored. The customer's `profile_pic` is the
 * picture's version, changing with it, so profile/details carries no bytes.
 */
export interface PreparedImage {
  content: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  fileName: string;
}

const invalidType = () => fail(CODES.BAD_REQUEST, UPLOAD_RULES.profileImage.typeMessage);

/** A checked picture, a HEIC/HEIF converted; outside any transaction, as decoding takes a moment. */
export async function prepareProfileImage(file: CheckedFile): Promise<{ ok: true; image: PreparedImage } | Failure> {
  if (file.kind !== 'heif') {
    const contentType = file.kind === 'png' ? 'image/png' : 'image/jpeg';
    return { ok: true, image: { content: file.content, contentType, fileName: file.fileName } };
  }
  try {
    const jpeg = Buffer.from(await convert({ buffer: file.content, format: 'JPEG', quality: 0.9 }));
    const fileName = file.fileName.replace(/\.[^.]+$/, '.jpg');
    return { ok: true, image: { content: jpeg, contentType: 'image/jpeg', fileName } };
  } catch {
    // Right first bytes, but not a picture the decoder can read.
    return invalidType();
  }
}

/** Stores the picture and answers its version. */
export function keepProfileImage(db: Db, customerId: number, image: PreparedImage, now: number): string {
  const version = createHash('sha256').update(image.content).digest('hex').slice(0, 20);
  return db.transaction(() => {
    putProfileImage(db, {
      customer_id: customerId,
      version,
      content_type: image.contentType,
      file_name: image.fileName,
      content: image.content,
      now,
    });
    setProfilePic(db, customerId, version);
    return version;
  })();
}

export function removeProfileImage(db: Db, customerId: number): void {
  db.transaction(() => {
    deleteProfileImage(db, customerId);
    setProfilePic(db, customerId, null);
  })();
}
