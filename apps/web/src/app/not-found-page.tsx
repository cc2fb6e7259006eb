import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** docs/product/specification/2-listings-and-tenants.md §2.8 "Not-found page: 'page not found' with a go-home link". */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={800} c="blue.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('views.notFound.title')}</Title>
        <Text c="dimmed">{t('views.notFound.message')}</Text>
        <Button component={Link} to="/">
          {t('views.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
