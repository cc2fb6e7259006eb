// #change-plans (docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/3-money-and-messaging.md §2.1): the member's package beside the others. Seekers cannot change plan.
import './texts';
import { Badge, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { formatPrice } from '@crashpad/shared/format/money';
import { LISTER_PLANS, PLANS } from '@crashpad/shared/plans';

export function ChangePlansTab({ user }: { user: UserView }) {
  const { t } = useTranslation();
  if (user.user_plan === 'seeker') return <Text>{t('settings.seekerCannotChange')}</Text>;
  return (
    <>
      <Text c="dimmed" mb="md">
        {t('settings.changePlansIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {LISTER_PLANS.map((id) => (
          <Card key={id} withBorder padding="lg" aria-current={user.user_plan === id ? 'true' : undefined}>
            <Title order={3} fz="md">
              {PLANS[id].title} {user.user_plan === id && <Badge ml={4}>{t('settings.currentPlan')}</Badge>}
            </Title>
            <Text fw={700} fz="xl">
              {formatPrice(PLANS[id].priceCents)} / {t('signup.year')}
            </Text>
            <Text fz="sm" c="dimmed" mb="md">
              {PLANS[id].description}
            </Text>
            {user.user_plan !== id && (
              <Button component={Link} to={`/change-package?plan=${id}`} variant="light" mt="auto">
                {t('settings.changeTo', { plan: PLANS[id].title })}
              </Button>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
