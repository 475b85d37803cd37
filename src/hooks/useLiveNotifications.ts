import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { apiClient, openEventStream, parseEventData, toApiError } from '@/api/client';
import { NOTIFICATION_PATHS, notificationStreamEventSchema } from '@/api/schema/notifications';
import { useFeedback } from '@/hooks/useFeedback';
import { useOnline } from '@/hooks/useOnline';
import { snackbarMessage } from '@/lib/notificationDetail';
import { pause, reconnectDelay } from '@/lib/reconnectDelay';
import { notificationsApi } from '@/state/api/notificationsApi';

/**
 * While the signed-in shell is open, follows the notification stream: each notification that
 * comes refreshes the bell's count and list and is shown once as a snackbar (useFeedback). A
 * dropped stream reconnects; a 401 stops it (the client is already on its way to sign-in).
 */
export function useLiveNotifications() {
  // The cache is attached to the store when the shell loads, so the store's own type lacks it.
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
  const online = useOnline();
  const feedback = useFeedback();
  const latest = useRef(feedback);
  useEffect(() => {
    latest.current = feedback;
  });
  // Each notification is announced once, even when a reconnect sends it again.
  const shown = useRef(new Set<string>());

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async () => {
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        try {
          const events = await openEventStream(apiClient, {
            url: NOTIFICATION_PATHS.stream,
            signal,
          });
          attempt = 0;
          for await (const { data } of events) {
            const event = parseEventData(data, notificationStreamEventSchema);
            if (!event) continue;
            dispatch(
              notificationsApi.util.invalidateTags([
                { type: 'Notification', id: 'LIST' },
                { type: 'Notification', id: 'UNREAD' },
              ]),
            );
            const { notification } = event;
            if (shown.current.has(notification.id)) continue;
            shown.current.add(notification.id);
            latest.current.notify(snackbarMessage(notification), 'info', {
              title: notification.title,
            });
          }
        } catch (failure) {
          if (signal.aborted || toApiError(failure).status === 401) return;
        }
        if (signal.aborted) return;
        await pause(reconnectDelay(attempt), signal);
      }
    };
    void follow();
    return () => controller.abort();
  }, [online, dispatch]);
}
