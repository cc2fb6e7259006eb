// /listing/review/{id} (signed-in members, docs/product/specification/2-listings-and-tenants.md §2.11): the listing's title and photos, the lister's about
// text, the listing's reviews and responses, the inline review form, the lister's other crashpads and a
// see-all-reviews link to their profile. Any load failure goes to /404 with the message (docs/product/specification/2-listings-and-tenants.md §8). The form
// shows only to a member the server lets review; anyone else sees why instead, and the lister responds to the
// reviews here (docs/decisions/044-display-names-and-reviews.md).
import { useEffect, useState } from 'react';
import { Anchor, Avatar, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { ReviewView } from '@crashpad/shared/api/reviews';
import { Loading } from '../../components/loading';
import { notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { listingReviewsQuery } from '../../lib/review-queries';
import { useSession } from '../../lib/session';
import { postReview, publish } from './api';
import { ListingPhotos } from './listing-photos';
import { OtherCrashpads } from './other-crashpads';
import { ReviewFigures } from './profile-header';
import { ResponseModal } from './response-modal';
import { ReviewForm, type ReviewDraft } from './review-form';
import { ReviewList } from './review-list';
import { ReviewNotice, reviewRight } from './review-rights';
import './texts';
import classes from './reviews.module.css';

export default function ListingReviewsPage() {
  const raw = useParams().id;
  const id = raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  if (id === null) return <Navigate to="/404" replace />;
  return <ListingReviews id={id} />;
}

function ListingReviews({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useSession()?.user.id;
  const query = useQuery(listingReviewsQuery(id, me));
  const [responding, setResponding] = useState<ReviewView | null>(null);
  const data = query.data;
  usePageMeta(data ? { title: t('reviews.listingReviewsTitle', { title: data.listing.title }) } : null);

  useEffect(() => {
    if (!query.isError) return;
    void notifyError(query.error);
    void navigate('/404', { replace: true });
  }, [query.isError, query.error, navigate]);

  if (!data) return <Loading py={120} />;
  const right = reviewRight(me, data.listing.user_id, data);
  const own = right === 'own';

  const submit = (draft: ReviewDraft) =>
    publish(client, () =>
      postReview({ lister_id: data.listing.user_id, listing_id: id, obj_type: 'user', ...draft }),
    );

  return (
    <Container size="lg" py="lg">
      <Anchor component={Link} to={`/listing/${id}`} c="indigo.9" fz="sm">
        ← {t('reviews.backToListing')}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 32 }} mt="sm">
        {data.listing.title}
      </Title>
      <Group mt={4} mb="md">
        <ReviewFigures count={data.listing.num_reviews} average={data.listing.avg_score} />
      </Group>
      <ListingPhotos
        title={data.listing.title}
        images={data.listing.images}
        thumbnail={data.listing.thumbnail}
      />
      <Grid gap="xl" mt="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {own && (
              <Text fz="sm" c="dimmed">
                {t('reviews.ownListing')}
              </Text>
            )}
            {right === 'reviewed' && <ReviewNotice done>{t('reviews.reviewedAlready')}</ReviewNotice>}
            {right === 'notTenant' && (
              <ReviewNotice>{t('reviews.onlyTenants', { name: data.landlord_name })}</ReviewNotice>
            )}
            {right === 'write' && (
              <Paper withBorder radius="md" p="md" className={classes.card}>
                <Title order={2} fz="lg" mb="sm">
                  {t('reviews.leaveReview')}
                </Title>
                <ReviewForm idPrefix="listing-review" onSubmit={submit} />
              </Paper>
            )}
            <Title order={2} fz="xl">
              {t('reviews.reviewsTitle')}
            </Title>
            <ReviewList
              reviews={data.reviews}
              listerName={data.landlord_name}
              canRespond={own}
              onRespond={setResponding}
              showListing={false}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md" className={classes.card}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={data.lister.photo} alt="" radius="xl" size={56} color="indigo">
                  {data.landlord_name.slice(0, 1).toUpperCase()}
                </Avatar>
                <div>
                  <Title order={2} fz="lg">
                    {t('reviews.about', { name: data.landlord_name })}
                  </Title>
                  <ReviewFigures count={data.lister.num_reviews} average={data.lister.avg_score} />
                </div>
              </Group>
              <Text mt="sm" fz="sm" className={classes.message}>
                {data.landlord_about || t('reviews.noAbout', { name: data.landlord_name })}
              </Text>
              <Anchor
                component={Link}
                to={`/user/${data.listing.user_id}`}
                c="indigo.9"
                fz="sm"
                mt="sm"
                display="block"
              >
                {t('reviews.seeAll', { name: data.landlord_name })} →
              </Anchor>
            </Paper>
            <OtherCrashpads items={data.items} listerName={data.landlord_name} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ResponseModal review={responding} onClose={() => setResponding(null)} />
    </Container>
  );
}
