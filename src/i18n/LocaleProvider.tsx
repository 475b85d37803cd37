import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/config';
import { getLoadedMessages, loadMessages, onMessagesLoaded, type Messages } from './loadMessages';

interface LoadedLocale {
  locale: Locale;
  messages: Messages;
}

/**
 * Provides react-intl for `locale`, keeping the previous language on screen while the next loads;
 * a part of the bundle that arrives later (the signed-in shell's) joins the messages shown.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [current, setCurrent] = useState<LoadedLocale | undefined>(() => {
    const messages = getLoadedMessages(locale);
    return messages ? { locale, messages } : undefined;
  });

  useEffect(() => {
    let cancelled = false;
    const show = () => {
      const messages = getLoadedMessages(locale);
      if (!cancelled && messages)
        setCurrent((shown) =>
          shown?.locale === locale && shown.messages === messages ? shown : { locale, messages },
        );
    };
    const unsubscribe = onMessagesLoaded(show);
    loadMessages(locale).then(show, (error: unknown) =>
      console.error(`Could not load the ${locale} messages`, error),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [locale]);

  if (!current) return null;
  return (
    <IntlProvider locale={current.locale} messages={current.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
