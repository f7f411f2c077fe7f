import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/**
 * Every signed-in page but the home page: their client leaves have the shared widgets', the OTP
 * step's and the open-request refusal's words (ClientMessages forms). The home page has no form
 * of its own, so its HTML does not carry them; a profile modal opened there fetches them with its
 * own words (features/manage-profile/profile-modals.tsx).
 */
export default function FormsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages forms>{children}</ClientMessages>;
}
