import { useLocale, useTranslations } from 'next-intl';
import { MAX_UPLOAD_MB } from '@portal/contracts/upload-kinds';
import { asLanguage, DEFAULT_LANGUAGE, indianLocale } from '@/lib/i18n/languages';
import { extensionsOf, type DocumentPurpose } from '@/lib/uploads/file-rules';

/**
 * SPEC §5's default hint in the page's language, naming what this purpose takes: 'Please upload a
 * legible .jpg, .jpeg, .png or .pdf file of up to 3MB that is not password protected.'
 */
export function useUploadHint(): (purpose: DocumentPurpose) => string {
  const t = useTranslations('ui');
  // en-IN, as India writes English: '.png or .pdf', no comma before 'or'.
  const or = new Intl.ListFormat(indianLocale(asLanguage(useLocale()) ?? DEFAULT_LANGUAGE), { type: 'disjunction' });
  return (purpose) => t('uploadHint', { list: or.format(extensionsOf(purpose)), mb: MAX_UPLOAD_MB });
}
