// The resource error view (docs/product/specification/2-listings-and-tenants.md §8, docs/product/specification/3-money-and-messaging.md §8): a page whose resource could not be loaded — not a missing one,
// which has its own words — says "Oops, something went wrong!", what the server said when it said something,
// and leads back to the airports (docs/decisions/048-what-pages-say.md).
import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ResourceError({ message }: { message?: string | null }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} ta="center" role="alert">
      <Title order={1} mb="sm">
        {t('views.resourceError.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {message || t('views.resourceError.message')}
      </Text>
      <Button component={Link} to="/airports">
        {t('views.resourceError.back')}
      </Button>
    </Container>
  );
}
