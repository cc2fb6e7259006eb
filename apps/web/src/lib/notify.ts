// Toasts (docs/product/specification/1-accounts-and-shell.md §9: top centre, 5 s, at most 3). The notifications code loads with the first toast.
import type { NotificationData } from '@mantine/notifications';
import i18next from 'i18next';
import { errorMessage } from './api-client';

let requestHost: (() => void) | null = null;

/** Called once by NotificationHost so that the first toast mounts it. */
export function registerNotificationHost(mount: () => void): void {
  requestHost = mount;
}

export async function notify(data: NotificationData): Promise<void> {
  requestHost?.();
  const { notifications } = await import('@mantine/notifications');
  // The close button is an icon: it needs a name for screen readers.
  notifications.show({ closeButtonProps: { 'aria-label': i18next.t('common.close') }, ...data });
}

/** A red toast with the server's message for a failed call (or the generic one). */
export function notifyError(error: unknown): Promise<void> {
  return notify({ color: 'red', message: errorMessage(error) });
}
