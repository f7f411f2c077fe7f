import type { Language } from '@portal/contracts/language';
import { type DocumentLabels, EN } from './en';
import { HI } from './hi';

export type { DocumentLabels } from './en';

/** One catalogue per language (packages/contracts LANGUAGES): a new language adds its file here. */
export const DOCUMENT_LABELS: Record<Language, DocumentLabels> = { en: EN, hi: HI };

export const labelsFor = (language: Language = 'en'): DocumentLabels => DOCUMENT_LABELS[language];
