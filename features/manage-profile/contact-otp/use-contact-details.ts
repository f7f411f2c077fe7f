import { useAction } from 'next-safe-action/hooks';
import { useEffect } from 'react';
import { loadContactDetailsAction } from '@/components/otp/contact-otp-actions';
import { actionErrorMessage } from '@/lib/client/action-error';

export type ContactDetails = NonNullable<Awaited<ReturnType<typeof loadContactDetailsAction>>['data']>;

export type ContactDetailsState =
  { status: 'loading' } | { status: 'ready'; details: ContactDetails } | { status: 'failed'; message: string };

/**
 * The customer's current emails and mobile, read when a contact dialog opens (while the OTP is on
 * its way), so the dialog works wherever it is opened from: /manage-profile or Quick Links.
 */
export function useContactDetails(): ContactDetailsState {
  const { execute, result, hasErrored } = useAction(loadContactDetailsAction);
  useEffect(() => {
    execute();
  }, [execute]);
  if (result.data) return { status: 'ready', details: result.data };
  if (hasErrored) return { status: 'failed', message: actionErrorMessage(result) };
  return { status: 'loading' };
}
