/** The namespaces a page fetches when it needs them (./lazy-messages.tsx, app/api/messages), not sent with it. */
export const LAZY_NAMESPACES = ['pageErrors', 'profileImage', 'sessionExpiry', 'profileModals', 'options'] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
