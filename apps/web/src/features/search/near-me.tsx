// "Near me" (docs/product/specification/2-listings-and-tenants.md §2.10, §8): the visitor's position from the browser; when it is refused, a warning toast
// with Retry and a link to instructions. Loaded on the first press of the button.
import { Anchor, Button, Group, Text } from '@mantine/core';
import i18next from 'i18next';
import { notify } from '../../lib/notify';
import type { Point } from './api';

const INSTRUCTIONS_URL = 'https://support.google.com/chrome/answer/142065';

export function locate(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser has no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new Error(error.message || `geolocation error ${error.code}`)),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}

export function warnDenied(retry: () => void): Promise<void> {
  const t = i18next.t.bind(i18next);
  const id = 'near-me-denied';
  return notify({
    id,
    color: 'yellow',
    autoClose: 15_000,
    message: (
      <>
        <Text fz="sm" mb={6}>
          {t('listingSearch.denied')}
        </Text>
        <Group gap="sm">
          <Button
            size="compact-xs"
            variant="light"
            onClick={async () => {
              (await import('@mantine/notifications')).notifications.hide(id);
              retry();
            }}
          >
            {t('listingSearch.retry')}
          </Button>
          <Anchor href={INSTRUCTIONS_URL} target="_blank" rel="noopener noreferrer" fz="sm">
            {t('listingSearch.howTo')}
          </Anchor>
        </Group>
      </>
    ),
  });
}
