import type en from '../../messages/en.json';
import type { Language } from '@portal/contracts/language';

// Keys and languages are checked at compile time: a `t('…')` with a key English lacks fails tsc.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Language;
    Messages: typeof en;
  }
}
