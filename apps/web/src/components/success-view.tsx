import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The success view (docs/product/specification/1-accounts-and-shell.md §8: "Success!"). */
export function SuccessView({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
        <Text fz={28} c="white" lh={1}>
          ✓
        </Text>
      </ThemeIcon>
      <Title order={2}>{t('views.success')}</Title>
      {children}
    </Stack>
  );
}
