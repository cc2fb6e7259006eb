import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMetrics } from '../../lib/metrics';
import { useSite } from '../../lib/site';
import { AirportSearchBox } from './airport-search-box';
import { POPULAR_AIRPORTS } from './popular-airports';
import classes from './home-page.module.css';

function Step({ n, title, text }: { n: number; title: string; text: string }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
        {n}
      </ThemeIcon>
      <div>
        <Text fw={700}>{title}</Text>
        <Text c="dimmed" fz="sm">
          {text}
        </Text>
      </div>
    </Group>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { wording } = useSite();
  const metrics = useMetrics();
  const stats = metrics
    ? [
        { value: metrics.airports, label: t('home.stats.airports') },
        { value: metrics.listings, label: t('home.stats.listings') },
        { value: metrics.users, label: t('home.stats.members') },
        { value: metrics.total_emails, label: t('home.stats.emails') },
      ].filter((s) => s.value > 0)
    : [];

  return (
    <>
      <Box className={classes.hero}>
        <Container size="md" py={{ base: 48, sm: 88 }}>
          <Stack gap="lg">
            <Title order={1} c="white" fz={{ base: 32, sm: 48 }} lh={1.1}>
              {wording.heroTitle}
            </Title>
            <Text c="blue.0" fz={{ base: 'md', sm: 'xl' }} maw={640}>
              {wording.heroSubtitle}
            </Text>
            <Box className={classes.searchCard}>
              <AirportSearchBox placeholder={wording.searchPlaceholder} />
            </Box>
            <Group gap="xs" aria-label={t('home.popular')} role="list">
              <Text c="blue.0" fz="sm" mr={4}>
                {t('home.popular')}:
              </Text>
              {POPULAR_AIRPORTS.map((a) => (
                <Badge
                  key={a.prefix}
                  role="listitem"
                  component={Link}
                  to={`/search/airports/${a.prefix.toLowerCase()}`}
                  variant="white"
                  size="lg"
                  className={classes.chip}
                  title={a.city}
                >
                  {a.prefix}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>

      {stats.length > 0 && (
        <Box bg="blue.0">
          <Container size="lg" py="lg">
            <SimpleGrid cols={{ base: 2, sm: stats.length }}>
              {stats.map((s) => (
                <Stack key={s.label} gap={0} align="center">
                  <Text fz={28} fw={800} c="blue.9">
                    {s.value.toLocaleString('en-US')}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {s.label}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      )}

      <Container size="lg" py={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Card withBorder padding="xl">
            <Title order={2} fz="xl" mb="lg">
              {t('home.crew.title')}
            </Title>
            <Stack gap="lg">
              <Step n={1} title={t('home.crew.step1.title')} text={t('home.crew.step1.text')} />
              <Step n={2} title={t('home.crew.step2.title')} text={t('home.crew.step2.text')} />
              <Step n={3} title={t('home.crew.step3.title')} text={t('home.crew.step3.text')} />
            </Stack>
            <Group mt="xl">
              <Button component={Link} to="/what" variant="light">
                {t('home.crew.cta')}
              </Button>
              <Anchor component={Link} to="/airports" fz="sm">
                {t('home.crew.browse')}
              </Anchor>
            </Group>
          </Card>
          <Card withBorder padding="xl">
            <Title order={2} fz="xl" mb="lg">
              {t('home.listers.title')}
            </Title>
            <Stack gap="lg">
              <Step n={1} title={t('home.listers.step1.title')} text={t('home.listers.step1.text')} />
              <Step n={2} title={t('home.listers.step2.title')} text={t('home.listers.step2.text')} />
              <Step n={3} title={t('home.listers.step3.title')} text={t('home.listers.step3.text')} />
            </Stack>
            <Group mt="xl">
              <Button component={Link} to="/why" variant="light">
                {t('home.listers.cta')}
              </Button>
              <Anchor component={Link} to="/fees" fz="sm">
                {t('home.listers.fees')}
              </Anchor>
            </Group>
          </Card>
        </SimpleGrid>
        <Text ta="center" c="dimmed" mt={48} fz="sm">
          {t('home.trust')}{' '}
          <Anchor component={Link} to="/security" fz="sm" underline="always">
            {t('home.trustLink')}
          </Anchor>
        </Text>
      </Container>
    </>
  );
}
