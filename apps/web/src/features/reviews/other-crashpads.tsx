// The lister's other crashpads on the listing review page (docs/product/specification/2-listings-and-tenants.md §2.11): link, thumbnail, title, airport,
// miles from it (11 shown as 11+) and price per month.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OtherListing } from '@crashpad/shared/api/reviews';
import { distanceLabel } from '@crashpad/shared/format/listing';
import { formatDollars } from '@crashpad/shared/format/money';
import classes from './reviews.module.css';

export function OtherCrashpads({ items, listerName }: { items: OtherListing[]; listerName: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="other-crashpads">
      <Title order={2} fz="lg" id="other-crashpads" mb="sm">
        {t('reviews.otherCrashpads', { name: listerName })}
      </Title>
      <Stack gap="sm" component="ul" className={classes.list}>
        {items.map((item) => (
          <li key={item.id} className={classes.other}>
            {item.thumbnail ? (
              <img src={item.thumbnail} alt="" className={classes.otherThumb} loading="lazy" />
            ) : (
              <span className={classes.otherThumb} />
            )}
            <div style={{ minWidth: 0 }}>
              <Link to={item.link} className={classes.otherTitle}>
                {item.title}
              </Link>
              {item.prefix && (
                <Text fz="sm" c="dimmed">
                  {t('reviews.miles', { distance: distanceLabel(item.miles), prefix: item.prefix })}
                </Text>
              )}
              <Text fz="sm" fw={700}>
                {formatDollars(item.price)}{' '}
                <Text span fz="sm" c="dimmed" fw={400}>
                  {t('reviews.perMonth')}
                </Text>
              </Text>
            </div>
          </li>
        ))}
      </Stack>
    </section>
  );
}
