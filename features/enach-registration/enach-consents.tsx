import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
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
  const t = useTranslations('enach');
  const text = useMessageText();
  const describe = (checked: boolean) => (error && !checked ? ERROR_ID : undefined);
  return (
    <fieldset>
      <legend className="sr-only">{t('consent.legend')}</legend>
      <Checkbox
        id={TERMS_ID}
        checked={terms}
        onChange={(e) => onTerms(e.target.checked)}
        aria-describedby={describe(terms)}
        label={
          <>
            {/* A button inside the label does not toggle the box, so the terms open on their own. */}
            {t.rich('consent.terms', {
              link: (c) => (
                <button
                  type="button"
                  onClick={() => setOpen(true)}
                  className={cx('rounded font-semibold text-brand-700 underline hover:text-brand-800', focusRing)}
                >
                  {c}
                </button>
              ),
            })}
          </>
        }
      />
      <Checkbox
        id={DISCLAIMER_ID}
        checked={disclaimer}
        onChange={(e) => onDisclaimer(e.target.checked)}
        aria-describedby={describe(disclaimer)}
        label={t('consent.disclaimer')}
      />
      {error && (
        <p id={ERROR_ID} role="alert" className={cx(errorClass, 'ml-8')}>
          {text(error)}
        </p>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('consent.termsTitle')}
        footer={<Button onClick={() => setOpen(false)}>{t('ok')}</Button>}
      >
        <div className="space-y-3 text-sm leading-6">
          <p>{t('consent.termsText1')}</p>
          <p>{t('consent.termsText2')}</p>
        </div>
      </Modal>
    </fieldset>
  );
}
