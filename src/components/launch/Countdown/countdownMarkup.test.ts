import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import messages from '@/i18n/en.json';
import { Countdown } from './Countdown';

const TARGET = new Date('2027-03-01T09:00:00Z');

/** The countdown as a prerendered page holds it: rendered on a server, as hydration renders it. */
const markup = (now?: Date) =>
  renderToString(
    createElement(
      IntlProvider,
      { locale: 'en', messages },
      createElement(Countdown, { target: TARGET, now }),
    ),
  );

/** The elements alone: no styles, text, classes or ARIA attributes. */
const elements = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/>[^<]+</g, '><')
    .replace(/ (?:class|aria-[a-z]+)="[^"]*"/g, '');

test('prerenders the same boxes with their text hidden, and no date', () => {
  const html = markup();
  expect(html).toMatch(/role="timer"[^>]*aria-busy="true"/);
  expect(html).not.toContain('aria-label');
  expect(html).toContain('visibility:hidden');
  const withTime = markup(new Date('2026-11-20T12:00:00Z'));
  expect(withTime).toContain('aria-label="Time left until March 1, 2027 at 9:00 AM"');
  expect(withTime).toContain('>100<');
  expect(withTime).not.toContain('visibility:hidden');
  expect(elements(html)).toBe(elements(withTime));
});
