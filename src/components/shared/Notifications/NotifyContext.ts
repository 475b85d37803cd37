import { createContext } from 'react';
import type { NotificationEvent } from './notificationQueue';

export const NOTIFICATION_VARIANTS = ['default', 'error', 'success', 'info', 'warning'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export interface NotifyOptions {
  variant?: NotificationVariant;
  /** Stays until closed; never dismissed to make room. */
  persist?: boolean;
}

export interface Notify {
  /** Shows (or queues) a notification; the message must already be translated. */
  notify(message: string, options?: NotifyOptions): string;
  close(id: string): void;
  /** Lifecycle and close reasons of every notification from now on. */
  subscribe(listener: (event: NotificationEvent) => void): () => void;
}

export const NotifyContext = createContext<Notify | null>(null);
