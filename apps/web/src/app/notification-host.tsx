import { Suspense, lazy, useEffect, useState } from 'react';
import { registerNotificationHost } from '../lib/notify';
import classes from './notification-host.module.css';

const Toasts = lazy(async () => {
  await import('@mantine/notifications/styles.css');
  const { Notifications } = await import('@mantine/notifications');
  return {
    default: () => (
      <Notifications
        position="top-center"
        autoClose={5000}
        limit={3}
        zIndex={1000}
        classNames={{ root: classes.toasts }}
      />
    ),
  };
});

export function NotificationHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => registerNotificationHost(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
