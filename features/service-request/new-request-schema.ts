import { z } from 'zod';
import { MAX_DESCRIPTION, QUERY_TYPES, type QueryType } from '@portal/contracts/service-requests';
import { requiredUpload, uploadedFile } from '@/lib/uploads/upload-rules';

/*
 * 'New Service Request', for the browser and the action alike. The core judges the same fields
 * again with the same words (tests/unit/service-request-form.test.ts checks they agree); the
 * form only answers sooner. Messages are catalogue keys, worded by the fields that show them.
 */
export const NEW_REQUEST_MESSAGES = {
  policy: 'requestForms.errors.policy',
  queryType: 'requestForms.errors.queryType',
  description: 'requestForms.errors.description',
  tooLong: 'requestForms.errors.tooLong',
} as const;

/** The query types in the core's order; the form words each from `requestForms.queryTypes`. */
export const QUERY_TYPE_VALUES = Object.keys(QUERY_TYPES) as [QueryType, ...QueryType[]];

export const newRequestSchema = z.object({
  policyNumber: z.string({ error: NEW_REQUEST_MESSAGES.policy }).regex(/^\d{8}$/, NEW_REQUEST_MESSAGES.policy),
  queryType: z.enum(QUERY_TYPE_VALUES, { error: NEW_REQUEST_MESSAGES.queryType }),
  description: z
    .string({ error: NEW_REQUEST_MESSAGES.description })
    .trim()
    .min(1, NEW_REQUEST_MESSAGES.description)
    .max(MAX_DESCRIPTION, NEW_REQUEST_MESSAGES.tooLong),
  attachment: uploadedFile.nullable(),
});

export type NewRequestInput = z.input<typeof newRequestSchema>;
export type NewRequestValues = z.output<typeof newRequestSchema>;

export const NEW_REQUEST_DEFAULTS: NewRequestInput = {
  policyNumber: '',
  queryType: '' as QueryType,
  description: '',
  attachment: null,
};

/** The answer to a document ask: one file, sent ahead as SR_ATTACHMENT. */
export const documentAnswerSchema = z.object({
  srNumber: z.string().regex(/^\d{8}$/),
  file: requiredUpload,
});
export type DocumentAnswerInput = z.input<typeof documentAnswerSchema>;
