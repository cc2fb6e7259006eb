// The rooms section of the public listing page (docs/product/specification/2-listings-and-tenants.md §2.8; docs/decisions/022): each room with its beds, each
// bed's monthly rent and whether it is free now, free from a date, occupied or reserved. Nobody's name shows.
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicBed, PublicListing } from '@crashpad/shared/api/listings';
import { formatDollars as dollars } from '@crashpad/shared/format/money';
import { shortCalendarDate } from '../../lib/short-dates';
import { ListingSection } from './listing-details';
import classes from './listing-page.module.css';

function Availability({ bed }: { bed: PublicBed }) {
  const { t } = useTranslation();
  return (
    <span className={classes.availability} data-availability={bed.availability}>
      {t(`listingPage.bedAvailability.${bed.availability}`, {
        date: bed.available_from ? shortCalendarDate(bed.available_from) : '',
      })}
    </span>
  );
}

export function ListingRooms({ rooms }: { rooms: PublicListing['rooms'] }) {
  const { t } = useTranslation();
  if (rooms.length === 0) return null;
  return (
    <ListingSection id="listing-rooms" title={t('listingPage.roomsAndBeds')}>
      <div className={classes.rooms}>
        {rooms.map((room) => (
          <section key={room.id} className={classes.room} aria-labelledby={`room-${room.id}`}>
            <Title order={3} fz="md" id={`room-${room.id}`}>
              {room.room_name}
            </Title>
            <ul className={classes.beds} aria-label={t('listingPage.bedsIn', { room: room.room_name })}>
              {room.beds.map((bed) => (
                <li key={bed.id} className={classes.bed}>
                  <Text fw={600} className={classes.bedName}>
                    {bed.bed_name}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {t('listingPage.bedRent', { amount: dollars(bed.rental_amount) })}
                  </Text>
                  <Availability bed={bed} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ListingSection>
  );
}
