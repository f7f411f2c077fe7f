import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorClass, focusRing, cx } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';

export const TERMS_ID = 'enach-terms';
export const DISCLAIMER_ID = 'enach-disclaimer';
const ERROR_ID = 'enach-consent-error';

interface EnachConsentsProps {
  terms: boolean;
  disclaimer: boolean;
  onTerms: (checked: boolean) => void;
  onDisclaimer: (checked: boolean) => void;
  /** 'Please agree to the T&C.' once Proceed was pressed with a box unticked */
  error: string | null;
}

/**
 * The two boxes SPEC §2 asks for, and the Terms & Conditions modal. One message covers both
 * boxes (the spec has one), so it sits under the pair and each unticked box points to it.
 */
export function EnachConsents({ terms, disclaimer, onTerms, onDisclaimer, error }: EnachConsentsProps) {
  const [open, setOpen] = useState(false);
  const describe = (checked: boolean) => (error && !checked ? ERROR_ID : undefined);
  return (
    <fieldset>
      <legend className="sr-only">Consent</legend>
      <Checkbox
        id={TERMS_ID}
        checked={terms}
        onChange={(e) => onTerms(e.target.checked)}
        aria-describedby={describe(terms)}
        label={
          <>
            I have read and accept the {/* A button inside the label does not toggle the box, so the terms open on their own. */}
            <button
              type="button"
              onClick={() => setOpen(true)}
              className={cx('rounded font-semibold text-brand-700 underline hover:text-brand-800', focusRing)}
            >
              Terms &amp; Conditions
            </button>
            .
          </>
        }
      />
      <Checkbox
        id={DISCLAIMER_ID}
        checked={disclaimer}
        onChange={(e) => onDisclaimer(e.target.checked)}
        aria-describedby={describe(disclaimer)}
        label={
          <>
            I understand that a validation step will be run with my bank, and that an OTP from my bank or a debit of Rs.1 will be
            used to set up the standing instructions.
          </>
        }
      />
      {error && (
        <p id={ERROR_ID} role="alert" className={cx(errorClass, 'ml-8')}>
          {error}
        </p>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Terms & Conditions"
        footer={<Button onClick={() => setOpen(false)}>OK</Button>}
      >
        <div className="space-y-3 text-sm leading-6">
          <p>
            I confirm that the standing instructions I am giving are only for paying the premiums of my policy with the insurer.
          </p>
          <p>I confirm that the policyholders of this policy are only myself, my spouse or my children.</p>
        </div>
      </Modal>
    </fieldset>
  );
}
