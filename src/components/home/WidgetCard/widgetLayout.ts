import type { SkeletonShape } from '@/components/shared/QueryStatus';

/**
 * A listed row of two single lines (a note, an event, a file) in a dense list. Each widget's body
 * reserves its longest list in these rows, so its answer moves nothing below it.
 */
export const WIDGET_ROW_HEIGHT = 62;

/** A widget's skeleton: about the height of a short list of two-line items. */
export const WIDGET_SKELETON = { rows: 3, rowHeight: 48, gap: 8 } satisfies SkeletonShape;

/**
 * A widget's body is never shorter than its skeleton, so an answer that is short (or empty) does
 * not pull up what is below it: Home's first paint has no layout shift (docs/performance.md).
 */
export const WIDGET_BODY_MIN_HEIGHT =
  WIDGET_SKELETON.rows * WIDGET_SKELETON.rowHeight +
  (WIDGET_SKELETON.rows - 1) * WIDGET_SKELETON.gap;
