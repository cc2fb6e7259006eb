// /create-account/lister-package: basic, premium or pro only; the choice is kept locally (docs/product/specification/1-accounts-and-shell.md §2).
import './texts';
import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice } from '@crashpad/shared/format/money';
import { LISTER_PLANS, PLANS } from '@crashpad/shared/plans';
import { choosePlan } from '../../lib/signup-state';

export default function ListerPackagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size="lg" py="xl">
      <Stack align="center" gap="xs" mb="xl" ta="center">
        <Title order={1}>{t('signup.packageTitle')}</Title>
        <Text c="dimmed">{t('signup.packageIntro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {LISTER_PLANS.map((id) => {
          const plan = PLANS[id];
          return (
            <Card key={id} withBorder padding="xl" component="section" aria-labelledby={`plan-${id}`}>
              {id === 'premium' && (
                <Badge mb="sm" variant="filled">
                  {t('signup.popular')}
                </Badge>
              )}
              <Title order={2} fz="xl" id={`plan-${id}`}>
                {plan.title}
              </Title>
              <Text fz={32} fw={800} mt="xs">
                {formatPrice(plan.priceCents)}
                <Text span fz="md" fw={400} c="dimmed">
                  {' '}
                  / {t('signup.year')}
                </Text>
              </Text>
              <Text c="dimmed" mb="md">
                {plan.description}
              </Text>
              <List spacing={4} fz="sm" mb="lg">
                {plan.highlights.map((h) => (
                  <List.Item key={h}>{h}</List.Item>
                ))}
              </List>
              <Button
                fullWidth
                mt="auto"
                variant={id === 'premium' ? 'filled' : 'light'}
                aria-label={t('signup.choosePlan', { plan: plan.title })}
                onClick={() => {
                  choosePlan(id);
                  void navigate('/create-account/list-crashpad');
                }}
              >
                {t('signup.choose')}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text ta="center" c="dimmed" fz="sm" mt="lg">
        {t('signup.renewNote')}
      </Text>
    </Container>
  );
}
