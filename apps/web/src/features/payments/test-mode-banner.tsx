import './texts';
import { Alert, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown wherever a card is entered while the offline sandbox takes the payments. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" title={t('payments.testMode')}>
      <Text fz="sm">
        {t('payments.testCards')} <Code>4242 4242 4242 4242</Code>
      </Text>
    </Alert>
  );
}
