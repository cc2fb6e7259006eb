// The fatal error view (docs/product/specification/1-accounts-and-shell.md §8): shown when a page cannot render at all.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>{t('views.fatal.title')}</Title>
        <Text c="dimmed">{t('views.fatal.message')}</Text>
        <Button component="a" href="/">
          {t('views.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
