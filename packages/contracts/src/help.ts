import { z } from 'zod';
import { defineCall } from './define';

/**
 * Help and support content (issue 10 §2) as the core's data, so the insurer changes a number, an
 * FAQ or the messaging-app text without a portal release. SPEC §7 lists getCircleOfLife without a
 * shape; here it answers the help page's content (contact channels, the messaging-app loan link,
 * FAQs). raiseSrBot (the messaging-app bot's own request) belongs to the insurer's bot, not the
 * portal, and is not answered (sandbox/README.md). External site addresses (buy a policy, forms,
 * life certificate) stay in the portal's configuration.
 */
const P = '/policy/api/v1';

export const CONTACT_CHANNELS = ['PHONE', 'EMAIL', 'BRANCH_LOCATOR'] as const;

export const helpContent = z.object({
  contacts: z.array(
    z.object({
      channel: z.enum(CONTACT_CHANNELS),
      label: z.string(),
      /** what people read: '1800 209 8700', 'care@…', 'Find a branch near you' */
      value: z.string(),
      /** tel:, mailto: or https: */
      href: z.string(),
      /** e.g. 'Monday to Saturday, 9 am to 7 pm' */
      hours: z.string().nullable(),
    }),
  ),
  /** 'Loan on WhatsApp': a wa.me link with the greeting filled in; the portal draws its QR code */
  messagingAppLoan: z.object({
    title: z.string(),
    description: z.string(),
    /** E.164 digits without '+', e.g. '919876500001' */
    phoneNumber: z.string().regex(/^\d{10,15}$/),
    text: z.string(),
    /** https://wa.me/<phoneNumber>?text=<text, URL-encoded> */
    link: z.url(),
  }),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type HelpContent = z.infer<typeof helpContent>;

export const getHelpContent = defineCall({
  method: 'POST',
  path: `${P}/getCircleOfLife`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: helpContent,
});
