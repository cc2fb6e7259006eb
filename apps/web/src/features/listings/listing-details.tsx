// The listing's words (docs/product/specification/2-listings-and-tenants.md §2.8): description, amenities, preferences, nearby places, house rules (sanitized
// HTML: paragraphs, lists, bold and links; docs/decisions/052-house-rules-and-related-listings.md) and the rules
// documents to download.
import { Suspense, lazy, type ReactNode } from 'react';
import { Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@crashpad/shared/api/listings';
import type { VocabularyItem } from '@crashpad/shared/api/vocabularies';
import { documentDisplayName } from '@crashpad/shared/format/listing';
import { useNearView } from '../../lib/use-near-view';
import classes from './listing-page.module.css';

/** The rules' sanitizer loads as they come near the viewport (docs/decisions/052-house-rules-and-related-listings.md). */
const HouseRulesBody = lazy(() => import('./house-rules-html').then((m) => ({ default: m.HouseRulesBody })));

function HouseRules({ stored }: { stored: string }) {
  const { ref, near } = useNearView();
  const placeholder = <div ref={ref} className={classes.rulesPlaceholder} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HouseRulesBody stored={stored} />
    </Suspense>
  );
}

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
  const rules = listing.rules_policies_des.trim() ? listing.rules_policies_des : '';
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
      {(rules || listing.rules_policies_doc.length > 0) && (
        <ListingSection id="listing-rules" title={t('listingPage.rules')}>
          {rules && <HouseRules stored={rules} />}
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
