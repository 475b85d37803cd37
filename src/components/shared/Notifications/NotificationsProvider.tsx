import { useTheme } from '@mui/material/styles';
import type { SnackbarProvider } from 'notistack';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NOTIFICATION_DEFAULTS } from '@/config';
import { useAppSelector } from '@/state/hooks';
import { notificationIcons } from './notificationIcons';
import { NotificationQueue } from './notificationQueue';
import { createNotistackBridge } from './notistackBridge';
import { NotifyContext, type Notify } from './NotifyContext';

export interface NotificationsProviderProps {
  /** The live stack limit (settings.snackbarMaxStack). */
  maxStack: number;
  reducedMotion: boolean;
  children: ReactNode;
}

// Notistack is not needed to paint a page: it loads right after, and the bridge holds what is
// notified before it is there.
const NotificationStack = lazy(() => import('./NotificationStack'));

/** Notistack, with our queue deciding what shows and what leaves to make room. */
export function NotificationsProvider({
  maxStack,
  reducedMotion,
  children,
}: NotificationsProviderProps) {
  const { dense, iconVariant } = useAppSelector((state) => state.snackbar);
  const direction = useTheme().direction;
  const [bridge] = useState(createNotistackBridge);
  const [queue] = useState(() => new NotificationQueue(bridge, maxStack));
  const attachNotistack = useCallback(
    (provider: SnackbarProvider | null) => bridge.attach(provider),
    [bridge],
  );
  useEffect(() => queue.setLimit(maxStack), [queue, maxStack]);

  const api = useMemo<Notify>(
    () => ({
      notify(message, { variant = 'default', persist = false } = {}) {
        const id = bridge.nextId();
        queue.enqueue({ id, message, variant, persist });
        return id;
      },
      close: (id) => queue.close(id, 'instructed'),
      subscribe: (listener) => queue.subscribe(listener),
    }),
    [bridge, queue],
  );

  const duration = reducedMotion
    ? { enter: 0, exit: 0 }
    : { enter: NOTIFICATION_DEFAULTS.enterDuration, exit: NOTIFICATION_DEFAULTS.exitDuration };

  return (
    <NotifyContext value={api}>
      {children}
      <Suspense fallback={null}>
        <NotificationStack
          providerRef={attachNotistack}
          // Our queue never lets notistack fill up; the same limit still bounds direct notistack calls.
          maxSnack={maxStack}
          autoHideDuration={NOTIFICATION_DEFAULTS.autoHideDuration}
          transitionDuration={duration}
          dense={dense}
          hideIconVariant={iconVariant === 'hide'}
          iconVariant={notificationIcons(iconVariant)}
          anchorOrigin={{ vertical: 'bottom', horizontal: direction === 'rtl' ? 'right' : 'left' }}
          onCloseClick={(key) => queue.close(String(key), 'user')}
          onEntered={(_node, _appearing, key) => queue.entered(String(key))}
          onClose={(_event, reason, key) => {
            // Our own closes come back here as 'instructed'; the queue already logged their reason.
            if (reason === 'timeout' && key !== undefined) queue.timedOut(String(key));
          }}
          onExited={(_node, key) => queue.exited(String(key))}
        />
      </Suspense>
    </NotifyContext>
  );
}
