import { useLocale, useTranslations } from 'next-intl';
import { MAX_UPLOAD_MB } from '@portal/contracts/upload-kinds';
import { extensionsOf, type DocumentPurpose } from '@/lib/uploads/file-rules';

/**
 * SPEC §5's default hint in the page's language, naming what this purpose takes: 'Please upload a
 * legible .jpg, .jpeg, .png or .pdf file of up to 3MB that is not password protected.'
 */
export function useUploadHint(): (purpose: DocumentPurpose) => string {
  const t = useTranslations('ui');
  // en-IN, as India writes English: '.png or .pdf', no comma before 'or'. Not through
  // lib/i18n/languages: its list comes with the contract's zod schema, which a page with an
  // uploader would then load first.
  const or = new Intl.ListFormat(`${useLocale()}-IN`, { type: 'disjunction' });
  return (purpose) => t('uploadHint', { list: or.format(extensionsOf(purpose)), mb: MAX_UPLOAD_MB });
}
