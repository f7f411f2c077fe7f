'use server';

import { z } from 'zod';
import { authActionClient } from '@/lib/server/action-client';
import { saveProfileImage } from '@/lib/server/data/profile-image';
import { uploadedFile } from '@/lib/uploads/upload-rules';

/*
 * 'Edit Profile Image' (SPEC §2). The file itself travelled already: the uploader sent it to
 * /api/uploads for PROFILE_IMAGE, where it was checked (jpeg, png, jpg, heic, heif by their first
 * bytes) and kept by the core. These only name it, or remove the picture.
 */

/** 'Upload Profile Image': the uploaded file becomes the picture (a HEIC is kept as a JPEG). */
export const saveProfileImageAction = authActionClient
  .metadata({ actionName: 'saveProfileImageAction' })
  .inputSchema(uploadedFile)
  .action(async ({ parsedInput }) => saveProfileImage(parsedInput));

/** 'Remove Profile Image': an empty document (SPEC §5). */
export const removeProfileImageAction = authActionClient
  .metadata({ actionName: 'removeProfileImageAction' })
  .inputSchema(z.object({}))
  .action(async () => saveProfileImage(null));
