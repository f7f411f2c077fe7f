'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import * as privacy from '@portal/contracts/privacy';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { type Nominee, nominationSchema } from './privacy-schema';
import { RightsRequestFlow } from './rights-request-flow';

type Field = 'name' | 'relationship' | 'mobile' | 'email';
const EMPTY: Record<Field, string> = { name: '', relationship: '', mobile: '', email: '' };

/**
 * Nominating someone to exercise the customer's rights (DPDP Act s.14): name, relationship and a
 * mobile or email, checked here and at the core; Submit opens the OTP dialog.
 */
export function NominationForm() {
  const t = useTranslations('privacyForms');
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [nominee, setNominee] = useState<Nominee | null>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nominationSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setNominee(parsed.data);
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-md">
        <TextInput
          label={t('nominee.name')}
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <RadioGroup
          legend={t('nominee.relationship')}
          name="nominee-relationship"
          options={privacy.NOMINEE_RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))}
          value={values.relationship}
          onChange={set('relationship')}
          error={errors.relationship}
          orientation="horizontal"
        />
        <TextInput
          label={t('nominee.mobile')}
          inputMode="numeric"
          maxLength={10}
          value={values.mobile}
          onChange={(e) => set('mobile')(e.target.value)}
          error={errors.mobile}
          hint={t('nominee.contactHint')}
        />
        <TextInput
          label={t('nominee.email')}
          type="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
        />
        <div>
          <Button type="submit">{t('buttons.NOMINATION')}</Button>
        </div>
      </form>
      {/* Outside the form: the OTP step is a form of its own, and forms do not nest. */}
      {nominee && <RightsRequestFlow requestType="NOMINATION" open onClose={() => setNominee(null)} nominee={nominee} />}
    </>
  );
}
