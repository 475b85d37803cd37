import { useContext } from 'react';
import { NotifyContext, type Notify } from './NotifyContext';

/** The one way to show a notification (notistack behind our stack policy). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs <NotificationsProvider> (AppProviders mounts it)');
  return notify;
}
