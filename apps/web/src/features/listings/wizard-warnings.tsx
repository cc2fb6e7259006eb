// The wizard's validation toasts (spec 2 §4.8, §9): at most 5 at once, 15 s each. They have their own stack, so
// the app-wide limit of 3 toasts (spec 1 §9) does not hold back the 4th and 5th, and a new check replaces the last.
import {
  Notifications,
  cleanNotifications,
  createNotificationsStore,
  showNotification,
} from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import i18next from 'i18next';

export const MAX_WARNINGS = 5;
export const WARNING_MS = 15_000;
const store = createNotificationsStore();

export function WizardWarnings() {
  return (
    <Notifications
      store={store}
      position="top-right"
      limit={MAX_WARNINGS}
      autoClose={WARNING_MS}
      zIndex={1000}
    />
  );
}

/** Shows the first five problems in place of any still on screen. */
export function warn(messages: string[]): void {
  cleanNotifications(store);
  for (const message of messages.slice(0, MAX_WARNINGS))
    showNotification(
      { color: 'yellow', message, closeButtonProps: { 'aria-label': i18next.t('common.close') } },
      store,
    );
}
