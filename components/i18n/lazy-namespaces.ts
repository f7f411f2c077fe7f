/** The namespaces a page fetches when it needs them (./lazy-messages.tsx, app/api/messages), not sent with it. */
export const LAZY_NAMESPACES = [
  'pageErrors',
  'profileImage',
  'sessionExpiry',
  'profileModals',
  'options',
  // the shared widgets', OTP step's and refusals' words, for a modal opened on the home page
  'ui',
  'otp',
  'requests',
  'bankAccount',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
