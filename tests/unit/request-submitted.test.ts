import type * as NextNavigation from 'next/navigation';
import { createElement } from 'react';
import { renderMarkup } from './render-markup';
import { describe, expect, it, vi } from 'vitest';
import { requestName } from '@/lib/format';

/*
 * Every flow that raises a request ends in the same confirmation (issue 24 §6): the title names
 * the request, the body is SPEC §2's SR line and the one 7-day promise. Two flows' own dialogs,
 * as the server renders them.
 */
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof NextNavigation>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { SwitchConfirmation } = await import('@/features/fund-switch/switch-confirmation');
const { SuccessDialog } = await import('@/features/premium-redirection/submit-dialogs');

const BODY =
  'Request SR 12345678 submitted successfully... We will respond within 7 days through your registered mobile number and email.';
const render = (dialog: typeof SwitchConfirmation) =>
  renderMarkup(createElement(dialog, { serviceRequestId: '12345678', onClose: () => undefined }));
const titleOf = (html: string) => /<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];

describe('the request confirmation', () => {
  it('is worded the same in the fund switch and the premium redirection, each naming its request', () => {
    const fundSwitch = render(SwitchConfirmation);
    const redirection = render(SuccessDialog);
    expect(titleOf(fundSwitch)).toBe('Fund Switch Request Submitted');
    expect(titleOf(redirection)).toBe('Premium Redirection Request Submitted');
    expect(fundSwitch).toContain(`<p>${BODY}</p>`);
    expect(redirection).toContain(`<p>${BODY}</p>`);
  });

  it('names a request by the core’s subject, whether or not it already ends in “Request”', () => {
    expect(requestName('Address Change Request')).toBe('Address Change');
    expect(requestName('Policy Loan Request')).toBe('Policy Loan');
    expect(requestName('E-PD Soft Copy')).toBe('E-PD Soft Copy');
  });
});
