// One of the lister's listings (docs/product/specification/2-listings-and-tenants.md §2.2): thumbnail and title link to the public page only when active;
// status, featured or boosted badge, rates, revenue, rooms, beds, baths and occupancy without decimals. Its menu
// follows the spec's order: edit details, my crew, message all tenants at this property, view reports, invite
// tenant (not when every bed is taken), feature this listing (active and not featured) or cancel feature
// (featured) or cancel boost (boosted), deactivate or reactivate, delete.
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Card, Group, Image, Menu, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MyListingRow } from '@crashpad/shared/api/listings';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { formatDollars as dollars } from '@crashpad/shared/format/money';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { openBulkMessage } from '../../lib/dialogs';
import classes from './listings.module.css';
import { ReportsModal } from './reports-modal';

type Props = {
  listing: MyListingRow;
  onStatus: (status: 0 | 1 | 2) => void;
  /** cancel feature or cancel boost (docs/product/specification/2-listings-and-tenants.md §2.2) */
  onCancelFeatured: () => void;
};

export function ListingRow({ listing: l, onStatus, onCancelFeatured }: Props) {
  const { t } = useTranslation();
  const [reportsOpen, setReportsOpen] = useState(false);
  const active = l.status === LISTING_STATUS.active;
  const rate = l.rate_per_to
    ? `${dollars(l.rate_per_from)} – ${dollars(l.rate_per_to)}`
    : dollars(l.rate_per_from);
  const figures: [string, string][] = [
    [t('listings.mine.rate'), `${rate}/mo`],
    [t('listings.mine.deposit'), dollars(l.deposit_required)],
    [t('listings.mine.revenue'), dollars(l.monthly_revenue)],
    [t('listings.mine.rooms'), String(l.rooms)],
    [t('listings.mine.beds'), String(l.num_beds)],
    [t('listings.mine.bathrooms'), l.bathrooms === null ? '—' : String(l.bathrooms)],
    [t('listings.mine.occupancy'), `${Math.round(l.bed_occupancy_rate * 100)}%`],
    // the spec's `views`; by day in View reports (docs/decisions/064)
    [t('listings.mine.views'), l.views.toLocaleString('en-US')],
  ];
  const image = (
    <Image
      src={l.thumbnail ? thumbnailOf(l.thumbnail) : null}
      fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
      alt={t('listings.mine.thumbnailAlt', { title: l.title })}
      w="100%"
      h={{ base: 72, sm: 120 }}
      radius="md"
      fit="cover"
      bg="gray.1"
    />
  );

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={l.title}>
      <div className={classes.row}>
        <div className={classes.image}>
          {active ? (
            <Link to={`/listing/${l.id}`} aria-hidden tabIndex={-1}>
              {image}
            </Link>
          ) : (
            image
          )}
        </div>
        <Group className={classes.head} justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            {active ? (
              <Anchor component={Link} to={`/listing/${l.id}`} fw={700} fz="lg">
                {l.title}
              </Anchor>
            ) : (
              <Text fw={700} fz="lg">
                {l.title}
              </Text>
            )}
            <Group gap={6} mt={2}>
              <Badge color={active ? 'teal.9' : 'gray.8'}>{t(`listings.mine.status${l.status}`)}</Badge>
              {l.feature_listing === 1 && (
                <Badge color="indigo.9">
                  {t(l.feature_ongoing === 1 ? 'listings.mine.featured' : 'listings.mine.boosted')}
                </Badge>
              )}
              {l.airports.map((a) => (
                <Badge key={a.id} variant="outline" color="gray">
                  {a.prefix}
                </Badge>
              ))}
            </Group>
          </div>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('listings.mine.actions', { title: l.title })}
              >
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/my-crashpads/${l.id}/edit`}>
                {t('listings.mine.edit')}
              </Menu.Item>
              <Menu.Item component={Link} to={`/my-crew?location=${l.id}`}>
                {t('listings.mine.myCrew')}
              </Menu.Item>
              <Menu.Item onClick={() => openBulkMessage(l.id)}>{t('listings.mine.messageTenants')}</Menu.Item>
              <Menu.Item onClick={() => setReportsOpen(true)}>{t('listings.reports.menu')}</Menu.Item>
              {l.bed_occupancy_rate < 1 && (
                <Menu.Item component={Link} to={`/my-crew?invite=${l.id}`}>
                  {t('listings.mine.inviteTenant')}
                </Menu.Item>
              )}
              {active && l.feature_listing !== 1 && (
                <Menu.Item component={Link} to={`/featured-signup/${l.id}`}>
                  {t('listings.mine.feature')}
                </Menu.Item>
              )}
              {l.feature_listing === 1 && (
                <Menu.Item onClick={onCancelFeatured}>
                  {t(l.feature_ongoing === 1 ? 'listings.mine.cancelFeature' : 'listings.mine.cancelBoost')}
                </Menu.Item>
              )}
              {active ? (
                <Menu.Item onClick={() => onStatus(LISTING_STATUS.inactive)}>
                  {t('listings.mine.deactivate')}
                </Menu.Item>
              ) : (
                <Menu.Item onClick={() => onStatus(LISTING_STATUS.active)}>
                  {t('listings.mine.reactivate')}
                </Menu.Item>
              )}
              <Menu.Item color="red" onClick={() => onStatus(LISTING_STATUS.deleted)}>
                {t('listings.mine.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <SimpleGrid
          className={classes.figures}
          cols={{ base: 3, xs: 4, md: 8 }}
          spacing="xs"
          verticalSpacing={4}
        >
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text fz="xs" c="dimmed">
                {label}
              </Text>
              <Text fz="sm" fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </div>
      <ReportsModal listing={l} opened={reportsOpen} onClose={() => setReportsOpen(false)} />
    </Card>
  );
}
