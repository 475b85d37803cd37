import { describe, expect, test, vi } from 'vitest';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { reportWebVitals, VITALS, vitalsPayload, type MetricSubscriber } from './vitals';

const metric = (name: Metric['name'], value: number) =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v-${name}`,
    entries: [],
    navigationType: 'navigate',
  }) as unknown as Metric;

describe('reportWebVitals', () => {
  test('does nothing without a url', () => {
    const subscriber = vi.fn();
    expect(reportWebVitals(undefined, { subscribers: [subscriber] })).toBe(false);
    expect(reportWebVitals('', { subscribers: [subscriber] })).toBe(false);
    expect(subscriber).not.toHaveBeenCalled();
  });

  test('sends each metric to the url as JSON with the page it was measured on', () => {
    const send = vi.fn(() => true);
    const subscribers: MetricSubscriber[] = [
      (report) => report(metric('LCP', 1234)),
      (report) => report(metric('CLS', 0.02)),
    ];
    expect(
      reportWebVitals('https://vitals.test/r', { subscribers, send, page: () => '/agent' }),
    ).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith(
      'https://vitals.test/r',
      vitalsPayload(metric('LCP', 1234), '/agent'),
    );
    expect(JSON.parse(vitalsPayload(metric('CLS', 0.02), '/'))).toEqual({
      name: 'CLS',
      value: 0.02,
      rating: 'good',
      delta: 0.02,
      id: 'v-CLS',
      navigationType: 'navigate',
      page: '/',
    });
  });

  test('subscribes to exactly CLS, INP, FCP, LCP and TTFB', () => {
    expect(VITALS).toEqual([onCLS, onINP, onFCP, onLCP, onTTFB]);
  });

  test('a failing beacon is logged, not thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = () => {
      throw new Error('blocked');
    };
    reportWebVitals('/v', {
      subscribers: [(report) => report(metric('TTFB', 80))],
      send,
      page: () => '/',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
