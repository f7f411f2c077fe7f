import type { ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import type { OpenRequestKind } from '@/lib/open-requests';

/**
 * The requests each profile modal raises, for the check as it opens (issue 24 §3). The nominee's
 * are per policy: the modal only picks a policy, and the policy's page refuses.
 */
export const KINDS_OF_MODAL: Record<ProfileModalKey, OpenRequestKind[]> = {
  address: ['ADDRESS'],
  email: ['EMAIL'],
  mobile: ['MOBILE'],
  pan: ['PAN'],
  aadhaar: ['AADHAAR'],
  name: ['NAME'],
  goGreen: ['GO_GREEN'],
  nominee: [],
  bankAccount: ['BANK_ACCOUNT'],
};
