import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceRequests } from '@portal/contracts';
import { PROFILE_MODALS } from '@/features/manage-profile/modal-registry';
import { NEW_REQUEST_MESSAGES, newRequestSchema } from '@/features/service-request/new-request-schema';
import { NEW_SR_SHORTCUTS } from '@/features/service-request/new-sr-shortcuts';
import * as core from '../../sandbox/domain/queries';
import { english } from './english-text';

const valid = {
  policyNumber: '10000001',
  queryType: 'FUND_VALUE',
  description: 'What is my fund value today?',
  attachment: null,
};
const firstMessage = (input: unknown) => newRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('the New Service Request form', () => {
  it('takes a policy, a query type, a description and an optional attachment', () => {
    expect(newRequestSchema.parse(valid)).toEqual(valid);
    const attachment = { documentId: 'A'.repeat(20), fileName: 'letter.pdf' };
    expect(newRequestSchema.parse({ ...valid, attachment }).attachment).toEqual(attachment);
  });

  it('answers each missing field in the core’s words', () => {
    expect(firstMessage({ ...valid, policyNumber: '' })).toBe(NEW_REQUEST_MESSAGES.policy);
    expect(firstMessage({ ...valid, queryType: '' })).toBe(NEW_REQUEST_MESSAGES.queryType);
    expect(firstMessage({ ...valid, description: '   ' })).toBe(NEW_REQUEST_MESSAGES.description);
  });

  it('takes 1,000 characters and refuses the 1,001st', () => {
    expect(newRequestSchema.safeParse({ ...valid, description: 'x'.repeat(1000) }).success).toBe(true);
    expect(firstMessage({ ...valid, description: 'x'.repeat(1001) })).toBe(NEW_REQUEST_MESSAGES.tooLong);
  });

  it('offers every query type the contract knows', () => {
    expect(newRequestSchema.shape.queryType.options).toEqual(Object.keys(serviceRequests.QUERY_TYPES));
  });
});

// The core enforces these; the portal copies them only to answer as the customer types.
describe('the portal’s copy of the core’s query rules', () => {
  it('agrees with the core', () => {
    expect(english(NEW_REQUEST_MESSAGES.policy)).toBe(core.SELECT_POLICY);
    expect(english(NEW_REQUEST_MESSAGES.description)).toBe(core.DESCRIBE_REQUEST);
    expect(english(NEW_REQUEST_MESSAGES.tooLong)).toBe(core.DESCRIPTION_TOO_LONG);
    expect(serviceRequests.MAX_DESCRIPTION).toBe(1000);
  });
});

describe('the shortcuts beside the form', () => {
  it('each leads somewhere: a registered profile modal or an existing page', () => {
    for (const s of NEW_SR_SHORTCUTS) {
      if ('modal' in s) expect(PROFILE_MODALS[s.modal], s.label).toBeDefined();
      else expect(existsSync(`app/(portal)/(forms)${s.href.split('?')[0]}/page.tsx`), s.label).toBe(true);
    }
  });
});
