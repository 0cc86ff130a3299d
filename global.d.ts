import type messages from './messages/zh.json';
import type { Locale } from './lib/routing/locale';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
