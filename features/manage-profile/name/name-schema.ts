import { z } from 'zod';
import { NAME_MAX, NAME_PATTERN } from '@portal/contracts/profile';
import { TITLES } from '@portal/contracts/options';
import { uploadedFile } from '@/lib/uploads/upload-rules';
import { FILE_MISSING } from '../file-missing';

/*
 * 'Change Name', for the browser and the action alike. SPEC §5 gives the rule (letters, spaces
 * and dots, widened to an apostrophe or hyphen between letters: NAME_PATTERN) but no words;
 * 'Please enter a valid … name' are the core's own.
 */
export const NAME_MESSAGES = {
  title: 'profileModals.name.errors.title',
  firstName: 'profileModals.name.errors.firstName',
  firstNameInvalid: 'profileModals.name.errors.firstNameInvalid',
  middleNameInvalid: 'profileModals.name.errors.middleNameInvalid',
  lastName: 'profileModals.name.errors.lastName',
  lastNameInvalid: 'profileModals.name.errors.lastNameInvalid',
} as const;

/** Trimmed, inner runs of spaces made one, as the core keeps a name. */
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');
const validName = (invalid: string) => z.string().max(NAME_MAX, invalid).regex(NAME_PATTERN, invalid);

const requiredName = (missing: string, invalid: string) =>
  z
    .string({ error: missing })
    .transform(tidy)
    .pipe(z.string().min(1, missing).pipe(validName(invalid)));

/** A middle name is optional: empty is sent as none (so the form's output is also a valid input). */
const optionalName = (invalid: string) =>
  z
    .string({ error: invalid })
    .optional()
    .transform((s) => tidy(s ?? ''))
    .pipe(z.union([z.literal(''), validName(invalid)]))
    .transform((s) => s || undefined);

export const nameChangeSchema = z.object({
  title: z.enum(TITLES, { error: NAME_MESSAGES.title }),
  firstName: requiredName(NAME_MESSAGES.firstName, NAME_MESSAGES.firstNameInvalid),
  middleName: optionalName(NAME_MESSAGES.middleNameInvalid),
  lastName: requiredName(NAME_MESSAGES.lastName, NAME_MESSAGES.lastNameInvalid),
  // The proof the uploader kept at the core (SPEC §5 'Please upload a file' when there is none).
  proof: uploadedFile.nullable().transform((file, ctx) => {
    if (file) return file;
    ctx.addIssue({ code: 'custom', message: FILE_MISSING });
    return z.NEVER;
  }),
});
export type NameChangeInput = z.input<typeof nameChangeSchema>;
export type NameChange = z.output<typeof nameChangeSchema>;

export const NAME_CHANGE_DEFAULTS: NameChangeInput = {
  title: '' as NameChangeInput['title'],
  firstName: '',
  middleName: '',
  lastName: '',
  proof: null,
};
