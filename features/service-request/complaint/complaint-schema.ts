import { z } from 'zod';
import { COMPLAINT_CATEGORIES, MAX_ATTACHMENTS, MAX_COMPLAINT, type ComplaintCategory } from '@portal/contracts/complaints';
import { uploadedFile } from '@/lib/uploads/upload-rules';

/*
 * 'Raise a Complaint', for the browser and the action alike. The core judges the same fields again
 * (and the one-open-complaint rule); the form only answers sooner. Messages are catalogue keys.
 */
export const COMPLAINT_MESSAGES = {
  category: 'complaints.errors.category',
  policy: 'complaints.errors.policy',
  description: 'complaints.errors.description',
  tooLong: 'complaints.errors.tooLong',
  notYours: 'complaints.errors.notYours',
} as const;

export const complaintSchema = z.object({
  category: z.enum(COMPLAINT_CATEGORIES, { error: COMPLAINT_MESSAGES.category }),
  policyNumber: z.string({ error: COMPLAINT_MESSAGES.policy }).regex(/^\d{8}$/, COMPLAINT_MESSAGES.policy),
  description: z
    .string({ error: COMPLAINT_MESSAGES.description })
    .trim()
    .min(1, COMPLAINT_MESSAGES.description)
    .max(MAX_COMPLAINT, COMPLAINT_MESSAGES.tooLong),
  /** one slot per file the form offers; an empty slot is null */
  attachments: z.array(uploadedFile.nullable()).max(MAX_ATTACHMENTS),
});

export type ComplaintInput = z.input<typeof complaintSchema>;

export const COMPLAINT_DEFAULTS: ComplaintInput = {
  category: '' as ComplaintCategory,
  policyNumber: '',
  description: '',
  attachments: Array.from({ length: MAX_ATTACHMENTS }, () => null),
};

/** A complaint still open, which blocks another of its category on its policy (checked before the form). */
export interface OpenComplaint {
  complaintNumber: string;
  policyNumber: string;
  category: ComplaintCategory;
  /** ISO day it is to be resolved by */
  resolveBy: string | null;
}
