import { useEffect, useState } from 'react';
import { outcomeOf } from '@/lib/client/action-outcome';
import { loadContactDetailsAction } from '@/components/otp/contact-otp-actions';

export type ContactDetails = NonNullable<Awaited<ReturnType<typeof loadContactDetailsAction>>['data']>;

export type ContactDetailsState =
  { status: 'loading' } | { status: 'ready'; details: ContactDetails } | { status: 'failed'; message: string };

/**
 * The customer's current emails and mobile, read when a contact dialog opens (while the OTP is on
 * its way), so the dialog works wherever it is opened from: /manage-profile or Quick Links.
 */
export function useContactDetails(): ContactDetailsState {
  const [state, setState] = useState<ContactDetailsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void outcomeOf(loadContactDetailsAction()).then((result) => {
      if (live) setState(result.ok ? { status: 'ready', details: result.data } : { status: 'failed', message: result.message });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
