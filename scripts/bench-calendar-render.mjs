// The month view's render time for `npm run bench:calendar`, in Debian's Chromium through
// playwright-core, against the built app the bench's server serves.
/* global window, document, XMLHttpRequest, MutationObserver, requestAnimationFrame */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.mjs';

/**
 * Records, in the page, when the events answer arrives and when the calendar's DOM last changed:
 * the render is over once nothing has changed for QUIET_MS, and lasted until that last change
 * plus the frame that paints it.
 */
const QUIET_MS = 400;

function instrument() {
  const bench = { answeredAt: 0, occurrences: 0 };
  window.__calendarBench = bench;
  const original = window.fetch;
  const note = (url, body) => {
    if (!/\/calendars\/[^/]+\/events\?/.test(url)) return;
    bench.answeredAt = performance.now();
    try {
      bench.occurrences = JSON.parse(body).items.length;
    } catch {
      bench.occurrences = 0;
    }
  };
  window.fetch = async (...args) => {
    const response = await original(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (/\/events\?/.test(url)) note(url, await response.clone().text());
    return response;
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.addEventListener('load', () => note(String(url), this.responseText));
    return open.call(this, method, url, ...rest);
  };
}

/**
 * Waits in the page until the calendar has been still for `quiet` ms; answers when the frame after
 * its last change was painted.
 */
function settle(quiet) {
  return new Promise((resolve) => {
    let last = performance.now();
    let paintedAt = last;
    let framePending = false;
    const observer = new MutationObserver(() => {
      last = performance.now();
      if (framePending) return;
      framePending = true;
      requestAnimationFrame(() => {
        framePending = false;
        paintedAt = performance.now();
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    const check = () => {
      if (performance.now() - last < quiet || framePending) return void setTimeout(check, 50);
      observer.disconnect();
      resolve(paintedAt);
    };
    check();
  });
}

/** Clicks the toolbar button labelled `label` from inside the page; answers when it was clicked. */
function clickButton(label) {
  const button = document.querySelector(`button[aria-label="${label}"]`);
  const at = performance.now();
  button.click();
  return at;
}

async function paintedAfter(page, startedAt) {
  return (await page.evaluate(settle, QUIET_MS)) - startedAt;
}

// The grid marks each event it draws with the occurrence it shows (CalendarView).
const EVENT = '[data-occurrence]';

export async function measureMonthRender({ chromePath, url, token, tokenKey, timeZone, renders }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      timezoneId: timeZone,
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [tokenKey, token],
    );
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const times = {
      'page load: answer → month drawn': [],
      'month again (cached): click → drawn': [],
    };
    let occurrences = 0;
    let shown = 0;
    // The first load warms the HTTP cache and the lazy calendar chunk; it is not counted.
    for (let run = -1; run < renders; run += 1) {
      await page.goto(url);
      await page.locator(EVENT).first().waitFor({ timeout: 60_000 });
      const load = await page.evaluate(() => window.__calendarBench.answeredAt);
      const drawn = await paintedAfter(page, load);
      occurrences = await page.evaluate(() => window.__calendarBench.occurrences);
      shown = await page.locator(EVENT).count();
      if (run >= 0) times['page load: answer → month drawn'].push(drawn);
      // Away to April and back: March's events are in the data cache, so this is the render alone.
      await page.evaluate(clickButton, 'Next');
      await page.evaluate(settle, QUIET_MS);
      const back = await paintedAfter(page, await page.evaluate(clickButton, 'Previous'));
      if (run >= 0) times['month again (cached): click → drawn'].push(back);
    }
    return { times, occurrences, shown, version: browser.version() };
  } finally {
    await browser.close();
  }
}
