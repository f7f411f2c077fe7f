import { z } from 'zod';
import { MAX_DESCRIPTION, QUERY_TYPES, type QueryType } from '@portal/contracts/service-requests';
import { requiredUpload, uploadedFile } from '@/lib/uploads/upload-rules';

/*
 * 'New Service Request', for the browser and the action alike. The core judges the same fields
 * again with the same words (tests/unit/service-request-form.test.ts checks they agree); the
 * form only answers sooner.
 */
export const NEW_REQUEST_MESSAGES = {
  policy: 'Please select a policy',
  queryType: 'Please select a query type',
  description: 'Please describe your request',
  tooLong: 'Please describe your request in at most 1,000 characters.',
} as const;

export const QUERY_TYPE_OPTIONS = (Object.entries(QUERY_TYPES) as Array<[QueryType, string]>).map(([value, label]) => ({
  value,
  label,
}));
const QUERY_TYPE_VALUES = Object.keys(QUERY_TYPES) as [QueryType, ...QueryType[]];

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
