import type { Catalogue } from './messages/catalogues';
import type { Locale } from './lib/routing/locale';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Catalogue;
  }
}
