import type { TooltipProps } from '@mui/material/Tooltip';

/** What MUI's Tooltip sets on its child: handlers, its ref, attributes. */
export type Bound = Record<string, unknown>;

/**
 * How MUI's Tooltip names or describes its closed child (Tooltip.mjs, `nameOrDescProps`): a string
 * title is the child's aria-label, or with `describeChild` its native title.
 */
export function namingProps({
  title,
  describeChild = false,
  disableHoverListener = false,
}: Pick<TooltipProps, 'title' | 'describeChild' | 'disableHoverListener'>): Bound {
  const text = typeof title === 'string' ? title : undefined;
  if (describeChild) return disableHoverListener || text === undefined ? {} : { title: text };
  return text === undefined ? {} : { 'aria-label': text };
}

/**
 * The attributes of what the Tooltip bound (no handlers, no ref), or `previous` itself when they
 * are the same: a new object each time would render the child, then the Tooltip, for ever.
 */
export function bindsLikeTooltip(previous: Bound | null, next: Bound): Bound {
  const attributes = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => key !== 'ref' && typeof value !== 'function'),
  );
  const keys = Object.keys(attributes);
  const same =
    previous !== null &&
    keys.length === Object.keys(previous).length &&
    keys.every((key) => Object.is(previous[key], attributes[key]));
  return same ? previous : attributes;
}
