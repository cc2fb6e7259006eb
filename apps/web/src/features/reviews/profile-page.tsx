// /user/{id}: a member's public profile (spec 2 §2.11): head, about, reviews with the lister's responses, the
// write-review modal (spec 2 §5: guests go to /login; not a tenant, or already reviewed, is told so), the
// write-response modal for the lister on their own profile, and the back-to-listing link. No id → /404.
import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { ReviewView } from '@crashpad/shared/api/reviews';
import { REVIEW_MESSAGES as M } from '@crashpad/shared/rules/reviews';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { loginTo } from '../../lib/return-to';
import { reviewListing } from '../../lib/storage';
import { useSession } from '../../lib/session';
import { postReview, profileReviewsQuery, publish } from './api';
import { ProfileHeader, fullName } from './profile-header';
import { ResponseModal } from './response-modal';
import { ReviewForm, type ReviewDraft } from './review-form';
import { ReviewList } from './review-list';
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
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const me = session?.user.id;
  const query = useQuery(profileReviewsQuery(id, me));
  const [writing, setWriting] = useState(false);
  const [responding, setResponding] = useState<ReviewView | null>(null);
  const data = query.data;
  const name = data ? fullName(data.user) : '';
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
  const own = me === data.user.id;

  // spec 2 §5: opening the review modal checks, in this order, the session, tenancy, an earlier review.
  async function openReview() {
    if (!session) return navigate(loginTo(`/user/${id}`));
    if (!data!.able_to_review) return notify({ color: 'red', message: M.notTenant });
    if (data!.already_review) return notify({ color: 'red', message: M.alreadyReviewed });
    setWriting(true);
  }

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
          {t('reviews.about', { name: data.user.first_name || data.user.display_name })}
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
          {!own && (
            <Button color="indigo.9" onClick={() => void openReview()}>
              {t('reviews.write')}
            </Button>
          )}
        </Group>
        <ReviewList
          reviews={data.reviews}
          listerName={data.user.display_name}
          canRespond={own}
          onRespond={setResponding}
          showListing
        />
      </Stack>
      <Modal
        opened={writing}
        onClose={() => setWriting(false)}
        title={t('reviews.writeTitle', { name: data.user.display_name })}
        size="lg"
      >
        <ReviewForm idPrefix="profile-review" onSubmit={submit} onCancel={() => setWriting(false)} />
      </Modal>
      <ResponseModal review={responding} onClose={() => setResponding(null)} />
    </Container>
  );
}
