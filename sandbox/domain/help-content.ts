import type { help } from '@portal/contracts';

/**
 * The help page's content as the insurer's data (issue 10 §2, §5): contact channels, the
 * messaging-app loan link and the questions customers ask most. The sandbox's numbers and
 * addresses are made up; a real core answers its own.
 */
const MESSAGING_APP_NUMBER = '918069001234';
const MESSAGING_APP_TEXT = 'Hi, I would like a loan against my life insurance policy.';

export const HELP_CONTENT: help.HelpContent = {
  contacts: [
    {
      channel: 'PHONE',
      label: 'Call us',
      value: '1800 266 9000',
      href: 'tel:18002669000',
      hours: 'Monday to Saturday, 9 am to 7 pm (toll free)',
    },
    {
      channel: 'EMAIL',
      label: 'Write to us',
      value: 'care@lifeinsurer.example',
      href: 'mailto:care@lifeinsurer.example',
      hours: 'We reply within 2 working days',
    },
    {
      channel: 'BRANCH_LOCATOR',
      label: 'Visit a branch',
      value: 'Find a branch near you',
      href: 'https://www.lifeinsurer.example/branch-locator',
      hours: null,
    },
  ],
  messagingAppLoan: {
    title: 'Loan on WhatsApp',
    description:
      'Check your eligible loan amount and request a loan against your policy from WhatsApp: scan the code or open the link.',
    phoneNumber: MESSAGING_APP_NUMBER,
    text: MESSAGING_APP_TEXT,
    link: `https://wa.me/${MESSAGING_APP_NUMBER}?text=${encodeURIComponent(MESSAGING_APP_TEXT)}`,
  },
  faqs: [
    {
      question: 'How do I know if I can take a loan on my policy?',
      answer:
        'A loan is available on a traditional plan that is in force and has a surrender value. Open the policy and look under Policy Services: the eligible amount, interest rate and the bank account it is paid into are shown there.',
    },
    {
      question: 'My policy has lapsed. How do I reinstate it?',
      answer:
        'Open the policy and choose Reinstatement. Within 180 days of the first unpaid premium you can pay the revival amount online and the policy is in force again at once; after that, raise a reinstatement request with a declaration of good health.',
    },
    {
      question: 'What is the surrender value?',
      answer:
        'It is what we pay if you end the policy before maturity: the higher of the guaranteed and special surrender values for a traditional plan, the fund value less any charge for a unit-linked plan, less any outstanding loan.',
    },
    {
      question: 'Can I change how often I pay my premium?',
      answer:
        'Yes, on a regular-premium policy that is in force. Choose Change Premium Frequency on the policy to see the premium for each frequency; the change starts from the next policy anniversary.',
    },
    {
      question: 'How do I pause or cancel auto pay?',
      answer:
        'Go to Auto Pay Registration and open My Auto Pay Mandates. You can pause a mandate for up to 6 debits or cancel it, confirming with an OTP.',
    },
    {
      question: 'How soon will my service request be answered?',
      answer:
        'Every request is answered within 7 days by SMS and email; a soft copy of your e-policy is emailed within 5 working days. Track it under Service Request.',
    },
  ],
};
