import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/config';
import { getLoadedMessages, loadMessages, type Messages } from './loadMessages';

interface LoadedLocale {
  locale: Locale;
  messages: Messages;
}

/** Provides react-intl for `locale`, keeping the previous language on screen while the next loads. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [current, setCurrent] = useState<LoadedLocale | undefined>(() => {
    const messages = getLoadedMessages(locale);
    return messages ? { locale, messages } : undefined;
  });

  useEffect(() => {
    if (current?.locale === locale) return;
    let cancelled = false;
    loadMessages(locale).then(
      (messages) => {
        if (!cancelled) setCurrent({ locale, messages });
      },
      (error: unknown) => console.error(`Could not load the ${locale} messages`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale, current?.locale]);

  if (!current) return null;
  return (
    <IntlProvider locale={current.locale} messages={current.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
