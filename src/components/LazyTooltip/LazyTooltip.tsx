import type TooltipComponent from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';
import getReactElementRef from '@mui/utils/getReactElementRef';
import useForkRef from '@mui/utils/useForkRef';
import clsx from 'clsx';
import {
  cloneElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { onDemand, useOnDemand } from '@/hooks/useOnDemand';
import { bindsLikeTooltip, namingProps, type Bound } from './tooltipBinding';

type Tooltip = typeof TooltipComponent;
type Handler = (event: SyntheticEvent) => void;

const tooltipModule = onDemand<Tooltip>(() =>
  import('@mui/material/Tooltip').then((module) => module.default),
);

/** The events MUI's Tooltip listens to on its child. */
const HANDLERS = [
  'onMouseOver',
  'onMouseLeave',
  'onFocus',
  'onBlur',
  'onTouchStart',
  'onTouchEnd',
  'onMouseMove',
] as const;

const setRef = (ref: unknown, value: HTMLElement | null) => {
  if (typeof ref === 'function') (ref as (value: HTMLElement | null) => void)(value);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = value;
};

/**
 * Stands where MUI's Tooltip would clone the child: it hands what the Tooltip sets on the child
 * (handlers, ref, aria attributes) to LazyTooltip, which sets it on the real child. The child is
 * thereby never remounted when the Tooltip arrives, so focus and hover stay where they were.
 */
function Bridge({ onBind, ...bound }: Bound & { onBind: (bound: Bound) => void }) {
  useLayoutEffect(() => onBind(bound));
  return null;
}

/**
 * MUI's Tooltip, loaded (with Popper) on the first pointer entering or focus reaching its child,
 * then shown as MUI would; until then only the child, named or described as the Tooltip would
 * (docs/performance.md, "What loads where").
 */
export function LazyTooltip({ children, ...tooltip }: TooltipProps) {
  const [Loaded, load] = useOnDemand(tooltipModule);
  const [bound, setBound] = useState<Bound | null>(null);
  const live = useRef<Bound>({});
  const node = useRef<HTMLElement | null>(null);
  const trigger = useRef<SyntheticEvent | null>(null);
  // Whether the pointer is over the child; `:hover` would miss simulated pointers (tests).
  const pointerInside = useRef(false);
  const own = children.props as Record<string, unknown>;
  const ownProps = useRef(own);
  useLayoutEffect(() => {
    ownProps.current = own;
  });

  const start = (event: SyntheticEvent) => {
    if (Loaded) return;
    trigger.current = event;
    load();
  };
  useEffect(() => {
    if (tooltip.open && !Loaded) load();
  }, [tooltip.open, Loaded, load]);

  const onBind = useCallback((next: Bound) => {
    const previousRef = live.current.ref;
    live.current = next;
    if (next.ref !== previousRef) {
      setRef(previousRef, null);
      setRef(next.ref, node.current);
    }
    setBound((previous) => bindsLikeTooltip(previous, next));
  }, []);

  // The event that asked for the Tooltip, replayed once it is there, if the pointer or focus is
  // still on the child: MUI then waits its enter delay and opens, as after a hover or focus.
  useLayoutEffect(() => {
    const event = trigger.current;
    const element = node.current;
    if (!Loaded || !event || !element) return;
    trigger.current = null;
    Object.assign(event, { currentTarget: element });
    const { onFocus, onMouseOver } = live.current as Record<string, Handler | undefined>;
    if (event.type === 'focus') {
      if (element.contains(document.activeElement)) onFocus?.(event);
    } else if (pointerInside.current) onMouseOver?.(event);
  }, [Loaded]);

  const toChild = useCallback((element: HTMLElement | null) => {
    node.current = element;
    setRef(live.current.ref, element);
  }, []);
  const ref = useForkRef(getReactElementRef(children) as Ref<HTMLElement> | null, toChild);

  // MUI's handlers first, then the child's own, as MUI's composeEventHandler calls them.
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        HANDLERS.map((name) => [
          name,
          (event: SyntheticEvent) => {
            (live.current[name] as Handler | undefined)?.(event);
            (ownProps.current[name] as Handler | undefined)?.(event);
          },
        ]),
      ),
    [],
  );
  const named = bound ?? namingProps(tooltip);
  // The child's own props win, as in MUI's Tooltip.
  const attributes = Object.fromEntries(Object.entries(named).filter(([key]) => !(key in own)));
  // eslint-disable-next-line react-hooks/refs -- the handlers and the ref read refs when called, never during render.
  const child = cloneElement(children, {
    ...attributes,
    ...handlers,
    className: clsx(named.className as string | undefined, own.className as string) || undefined,
    onFocus: (event: SyntheticEvent) => {
      handlers.onFocus?.(event);
      start(event);
    },
    onPointerEnter: (event: SyntheticEvent & { pointerType?: string }) => {
      (own.onPointerEnter as Handler | undefined)?.(event);
      pointerInside.current = true;
      // A touch opens MUI's Tooltip on a long press only, never by being over the child.
      if (event.pointerType === 'touch') load();
      else start(event);
    },
    onPointerLeave: (event: SyntheticEvent) => {
      (own.onPointerLeave as Handler | undefined)?.(event);
      pointerInside.current = false;
    },
    ref,
  } as Record<string, unknown>);
  return (
    <>
      {child}
      {Loaded && (
        <Loaded {...tooltip}>
          <Bridge onBind={onBind} />
        </Loaded>
      )}
    </>
  );
}
