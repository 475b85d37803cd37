import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export type MetricSubscriber = (report: (metric: Metric) => void) => void;

/** docs/product.md §7: INP replaces the retired first-input-delay metric. */
export const VITALS: readonly MetricSubscriber[] = [
  onCLS,
  onINP,
  onFCP,
  onLCP,
  onTTFB,
] as MetricSubscriber[];

export interface VitalsDeps {
  subscribers?: readonly MetricSubscriber[];
  /** `navigator.sendBeacon`; it survives the page being closed, which is when most metrics settle. */
  send?: (url: string, body: string) => boolean;
  page?: () => string;
}

export function vitalsPayload(metric: Metric, page: string): string {
  const { name, value, rating, delta, id, navigationType } = metric;
  return JSON.stringify({ name, value, rating, delta, id, navigationType, page });
}

/** Reports CLS, INP, FCP, LCP and TTFB to `url` when it is set; returns whether it started. */
export function reportWebVitals(url: string | undefined, deps: VitalsDeps = {}): boolean {
  if (!url) return false;
  const send = deps.send ?? ((target, body) => navigator.sendBeacon(target, body));
  const page = deps.page ?? (() => window.location.pathname);
  for (const subscribe of deps.subscribers ?? VITALS) {
    subscribe((metric) => {
      try {
        send(url, vitalsPayload(metric, page()));
      } catch (error) {
        console.error('Could not report a web vital', error);
      }
    });
  }
  return true;
}
