import { Suspense, lazy } from 'react';
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

// The events and offers blocks (docs/decisions/062), loaded only where a feed is on. Imported here rather than
// through components/lazy-feed-blocks.tsx: a module shared with the home page becomes a chunk of its own, ~0.4 KiB
// more on the crashpad variant's first visits (docs/decisions/004-web-performance.md).
const FeedBlocks = lazy(() => import('../../components/feed-block'));

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

type PageLink = { to: string; label: string };

/** How the marketplace works for one audience: three steps and where to read more. */
function AudienceCard({
  audience,
  cta,
  more,
}: {
  audience: 'crew' | 'listers';
  cta: PageLink;
  more: PageLink;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl">
      <Title order={2} fz="xl" mb="lg">
        {t(`home.${audience}.title`)}
      </Title>
      <Stack gap="lg">
        {[1, 2, 3].map((n) => (
          <Step
            key={n}
            n={n}
            title={t(`home.${audience}.step${n}.title`)}
            text={t(`home.${audience}.step${n}.text`)}
          />
        ))}
      </Stack>
      <Group mt="xl">
        <Button component={Link} to={cta.to} variant="light">
          {cta.label}
        </Button>
        <Anchor component={Link} to={more.to} fz="sm">
          {more.label}
        </Anchor>
      </Group>
    </Card>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { wording, flags } = useSite();
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
        {/* The home page does not know the visitor's place: the soonest anywhere (docs/decisions/062). */}
        {(flags.events || flags.specialOffers) && (
          <Suspense fallback={null}>
            <FeedBlocks where={null} page="home" />
          </Suspense>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <AudienceCard
            audience="crew"
            cta={{ to: '/what', label: t('home.crew.cta') }}
            more={{ to: '/airports', label: t('home.crew.browse') }}
          />
          <AudienceCard
            audience="listers"
            cta={{ to: '/why', label: t('home.listers.cta') }}
            more={{ to: '/fees', label: t('home.listers.fees') }}
          />
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
