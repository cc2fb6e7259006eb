// A member's profile head (docs/product/specification/2-listings-and-tenants.md §2.11): photo, display name (docs/product/accounts.md#names), joined date,
// review count and stars.
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@crashpad/shared/api/reviews';
import { Stars } from '../../components/stars';
import { formatDay } from '../../lib/dates';
import classes from './reviews.module.css';

export function ReviewFigures({ count, average }: { count: number; average: number | null }) {
  const { t } = useTranslation();
  if (count === 0 || average === null) return <Text c="dimmed">{t('reviews.noReviews')}</Text>;
  return (
    <Group gap={8} wrap="wrap">
      <Stars average={average} size={18} />
      <Text fw={700}>{average.toFixed(1)}</Text>
      <Text c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('reviews.count', { count })}
      </Text>
    </Group>
  );
}

export function ProfileHeader({ user }: { user: PublicProfile }) {
  const { t } = useTranslation();
  const name = user.display_name;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap" className={classes.head}>
      <Avatar
        src={user.photo}
        alt={user.photo ? t('reviews.photo', { name }) : ''}
        size="var(--profile-avatar)"
        radius={96}
        color="indigo"
        className={classes.avatar}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {name}
        </Title>
        <Text c="dimmed">{t('reviews.joined', { date: formatDay(user.created_at) })}</Text>
        <ReviewFigures count={user.num_reviews} average={user.avg_score} />
      </Stack>
    </Group>
  );
}
