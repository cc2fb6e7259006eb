// /user/{id}: a member's public profile (docs/product/specification/2-listings-and-tenants.md §2.11): head, about, reviews with the lister's responses, the
// write-review modal, the write-response modal for the lister on their own profile, and the back-to-listing link.
// No id → /404. The member is named by display name (docs/product/accounts.md#names). Who may review is shown
// before anyone types (docs/decisions/044): the Write-a-review button only to a member the server lets review, a
// log-in link to guests, the reason to anyone else (review-rights.tsx).
import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { ReviewView } from '@crashpad/shared/api/reviews';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { loginTo } from '../../lib/return-to';
import { reviewListing } from '../../lib/storage';
import { useSession } from '../../lib/session';
import { postReview, profileReviewsQuery, publish } from './api';
import { ProfileHeader } from './profile-header';
import { ResponseModal } from './response-modal';
import { ReviewForm, type ReviewDraft } from './review-form';
import { ReviewList } from './review-list';
import { ReviewNotice, reviewRight } from './review-rights';
import './texts';
import classes from './reviews.module.css';

const validId = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

export default function ProfilePage() {
  const id = validId(useParams().id);
  if (id === null) return <Navigate to="/404" replace />;
  return <Profile id={id} />;
}

function Profile({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const me = session?.user.id;
  const query = useQuery(profileReviewsQuery(id, me));
  const [writing, setWriting] = useState(false);
  const [responding, setResponding] = useState<ReviewView | null>(null);
  const data = query.data;
  const name = data?.user.display_name ?? '';
  usePageMeta(data ? { title: t('reviews.profileTitle', { name }) } : null);
  const backTo = reviewListing();

  if (query.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('reviews.loadFailed')}>
          {errorMessage(query.error)}
        </Alert>
      </Container>
    );
  if (!data) return <Loading py={120} />;
  const right = reviewRight(me, data.user.id, data);
  const own = right === 'own';

  async function submit(draft: ReviewDraft) {
    const posted = await publish(client, () => postReview({ lister_id: id, obj_type: 'user', ...draft }));
    if (posted) setWriting(false);
    return posted;
  }

  return (
    <Container size="md" py="lg">
      {backTo !== null && (
        <Anchor component={Link} to={`/listing/${backTo}`} c="indigo.9" fz="sm">
          ← {t('reviews.backToListing')}
        </Anchor>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt="sm" className={classes.card}>
        <ProfileHeader user={data.user} />
        {own && (
          <Text fz="sm" c="dimmed" mt="md">
            {t('reviews.ownProfile')}
          </Text>
        )}
        <Title order={2} fz="lg" mt="lg">
          {t('reviews.about', { name })}
        </Title>
        <Text mt={6} className={classes.message}>
          {data.user.about || t('reviews.noAbout', { name: data.user.display_name })}
        </Text>
      </Paper>
      <Stack gap="md" mt="xl">
        <Group justify="space-between" align="center">
          <Title order={2} fz="xl">
            {t('reviews.reviewsTitle')}
          </Title>
          {right === 'write' && (
            <Button color="indigo.9" onClick={() => setWriting(true)}>
              {t('reviews.write')}
            </Button>
          )}
        </Group>
        {right === 'guest' && (
          <ReviewNotice>
            <span>{t('reviews.guestQuestion', { name })}</span>{' '}
            <Anchor component={Link} to={loginTo(`/user/${id}`)} c="indigo.9" fw={700} inherit>
              {t('reviews.guestLogIn')}
            </Anchor>
          </ReviewNotice>
        )}
        {right === 'notTenant' && <ReviewNotice>{t('reviews.onlyTenants', { name })}</ReviewNotice>}
        {right === 'reviewed' && <ReviewNotice done>{t('reviews.reviewedEvery', { name })}</ReviewNotice>}
        <ReviewList
          reviews={data.reviews}
          listerName={name}
          canRespond={own}
          onRespond={setResponding}
          showListing
        />
      </Stack>
      <Modal
        opened={writing}
        onClose={() => setWriting(false)}
        title={t('reviews.writeTitle', { name })}
        size="lg"
      >
        <ReviewForm idPrefix="profile-review" onSubmit={submit} onCancel={() => setWriting(false)} />
      </Modal>
      <ResponseModal review={responding} onClose={() => setResponding(null)} />
    </Container>
  );
}
