// Status 400 on loading a listing (docs/product/specification/2-listings-and-tenants.md §2.8, §8): a modal telling the member to log in again, with a
// visible 10-second countdown, then the airports page. Loaded only when it opens.
import { useEffect, useState } from 'react';
import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const REDIRECT_SECONDS = 10;

export default function TokenExpiredModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) void navigate('/airports');
  }, [left, navigate]);
  const leave = () => void navigate('/airports');
  return (
    <Modal opened onClose={leave} title={t('listingPage.tokenTitle')} centered closeOnClickOutside={false}>
      <Text mb="sm">{t('listingPage.tokenExpired')}</Text>
      <Text fz="sm" c="dimmed" mb="lg" aria-live="polite">
        {t('listingPage.countdown', { count: left })}
      </Text>
      <Button onClick={leave} fullWidth>
        {t('listingPage.backToAirports')}
      </Button>
    </Modal>
  );
}
