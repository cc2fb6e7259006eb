// The listing's words (spec 2 §2.8): description, amenities, preferences, nearby places, house rules (plain
// text with its line breaks, never markup) and the rules documents to download.
import type { ReactNode } from 'react';
import { Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@crashpad/shared/api/listings';
import type { VocabularyItem } from '@crashpad/shared/api/vocabularies';
import { documentDisplayName } from '@crashpad/shared/format/listing';
import classes from './listing-page.module.css';

export function ListingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Title order={2} fz="xl" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function Pills({ items }: { items: VocabularyItem[] }) {
  return (
    <ul className={classes.pills}>
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

export function ListingDetails({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const lists = [
    ['amenities', listing.amenities],
    ['preferences', listing.preferences],
    ['places', listing.places],
  ] as const;
  return (
    <>
      <ListingSection id="listing-about" title={t('listingPage.about')}>
        <div className={classes.prose}>{listing.description}</div>
      </ListingSection>
      {lists.map(([key, items]) =>
        items.length > 0 ? (
          <ListingSection key={key} id={`listing-${key}`} title={t(`listingPage.${key}`)}>
            <Pills items={items} />
          </ListingSection>
        ) : null,
      )}
      {(listing.rules_policies_des.trim() || listing.rules_policies_doc.length > 0) && (
        <ListingSection id="listing-rules" title={t('listingPage.rules')}>
          {listing.rules_policies_des.trim() && (
            <div className={classes.prose}>{listing.rules_policies_des}</div>
          )}
          {listing.rules_policies_doc.length > 0 && (
            <>
              <Title order={3} fz="md" mt="lg" mb="xs">
                {t('listingPage.documents')}
              </Title>
              <ul className={classes.documents}>
                {listing.rules_policies_doc.map((doc) => (
                  <li key={doc.url}>
                    <Anchor href={doc.url} download>
                      {documentDisplayName(doc.name || doc.url)}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ListingSection>
      )}
    </>
  );
}
