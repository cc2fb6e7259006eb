// /featured-signup/{id} (docs/product/specification/3-money-and-messaging.md §2.1, docs/product/specification/2-listings-and-tenants.md §2.3; docs/decisions/028-featured-and-boost.md): the listing's title
// linking to its page, the three featured plans and the checkout with the card on file or a new one. States:
// loading, form, success; on success the toast and, 7.5 s later, My crashpads. Refusals open the payment dialog;
// other errors from the answer show in the form.
import './texts';
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { FeaturedPlanOption } from '@crashpad/shared/api/featured';
import { formatCents } from '@crashpad/shared/format/money';
import { FEATURED_PLAN_TABLE, type FeaturedPlanId } from '@crashpad/shared/plans';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { Loading } from '../../components/loading';
import { SuccessView } from '../../components/success-view';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { buyFeatured, featuredListingQuery, featuredPlansQuery, refreshCard, useCard } from './api';
import { CardChoice, cardOptionOf, type CardOption } from './card-choice';
import { CardSetupForm } from './card-setup-form';
import { showPaymentError } from './payment-error';
import { newAttempt, settledWithoutCharge } from './purchase-attempt';

/** docs/product/specification/3-money-and-messaging.md §9: the redirect after a featured checkout. */
const AFTER_FEATURED_MS = 7500;

export default function FeaturedSignupPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('featured.title') });
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const listing = useQuery(featuredListingQuery(id));
  const plans = useQuery(featuredPlansQuery);
  const card = useCard();
  const user = useSession()?.user;
  const [plan, setPlan] = useState<FeaturedPlanId>('boost_subscription');
  const [choice, setChoice] = useState<CardOption>('current');
  const [attempt, setAttempt] = useState(newAttempt);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done)
    return (
      <Container size="sm" py="xl">
        <SuccessView>
          <Text ta="center">{t('featured.success')}</Text>
          <Text ta="center" c="dimmed">
            {t('featured.redirecting')}
          </Text>
        </SuccessView>
      </Container>
    );
  if (listing.error)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('featured.title')} role="alert">
          {listing.error instanceof ApiError && [400, 404].includes(listing.error.status)
            ? t('featured.notFound')
            : errorMessage(listing.error)}
        </Alert>
        <Anchor component={Link} to="/my-crashpads" mt="md" display="inline-block">
          {t('featured.backToListings')}
        </Anchor>
      </Container>
    );
  if (!listing.data || !plans.data || card.isPending) return <Loading />;

  const l = listing.data.listing;
  const chosen = FEATURED_PLAN_TABLE[plan];
  const amount = formatCents(chosen.priceCents);
  const blocked =
    l.status !== LISTING_STATUS.active
      ? t('featured.notActive')
      : l.feature_listing === 1
        ? t('featured.alreadyFeatured')
        : null;
  const selected = cardOptionOf(card.data, choice);

  const choosePlan = (next: FeaturedPlanId) => {
    setPlan(next);
    setAttempt(newAttempt());
    setProblem(null);
  };

  /**
   * Pays with the card on file, or with a new card just set up, which becomes the card on file only if this
   * charge succeeds (docs/decisions/043-money-and-rental-states.md). A refusal opens the payment dialog, any other
   * error goes back to the form.
   */
  const pay = async (paymentMethod?: string) => {
    setProblem(null);
    try {
      await buyFeatured({
        listing_id: l.id,
        featured_listing_plan: plan,
        idempotency_key: attempt,
        ...(paymentMethod && { payment_method: paymentMethod }),
      });
    } catch (error) {
      if (settledWithoutCharge(error)) setAttempt(newAttempt());
      if (!showPaymentError(error)) setProblem(errorMessage(error));
      return;
    }
    if (paymentMethod) await refreshCard(client);
    setDone(true);
    void client.invalidateQueries();
    void notify({ color: 'green', message: t('featured.success') });
    window.setTimeout(() => void navigate('/my-crashpads', { replace: true }), AFTER_FEATURED_MS);
  };

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {t('featured.title')}
      </Title>
      <Text mb="lg">
        {t('featured.listing')}
        <Anchor component={Link} to={`/listing/${l.id}`} fw={700}>
          {l.title}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/featured-details" fz="sm">
          {t('featured.learnMore')}
        </Anchor>
      </Text>

      {blocked ? (
        <Alert color="blue" role="alert">
          {blocked}{' '}
          <Anchor component={Link} to="/my-crashpads">
            {t('featured.backToListings')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <Radio.Group
            value={plan}
            onChange={(v) => choosePlan(v as FeaturedPlanId)}
            label={t('featured.choosePlan')}
            mb="xl"
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
              {plans.data.data.map((option) => (
                <PlanCard key={option.plan} option={option} />
              ))}
            </SimpleGrid>
          </Radio.Group>

          <Card withBorder padding="lg" maw={620}>
            <Title order={2} fz="lg" mb="sm">
              {t('featured.summaryTitle')}
            </Title>
            <Group justify="space-between">
              <Text>{chosen.title}</Text>
              <Text fw={700}>{amount}</Text>
            </Group>
            <Group justify="space-between" fw={700}>
              <Text fw={700}>{t('featured.dueToday')}</Text>
              <Text fw={700}>{amount} USD</Text>
            </Group>
            <Text fz="sm" mt="xs">
              {chosen.ongoing ? t('featured.renewsNote') : t('featured.onceNote', { days: chosen.days })}
            </Text>
          </Card>

          <Card withBorder padding="lg" maw={620} mt="lg">
            <Title order={2} fz="lg" mb="sm">
              {t('payments.choose')}
            </Title>
            <Stack>
              {problem && (
                <Alert color="red" role="alert">
                  <Text c="red.9" fz="sm">
                    {problem}
                  </Text>
                </Alert>
              )}
              <CardChoice card={card.data} value={selected} onChange={setChoice} />
              {selected === 'current' ? (
                <Button
                  size="md"
                  loading={busy}
                  onClick={async () => {
                    setBusy(true);
                    try {
                      await pay();
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  {t('featured.pay', { amount })}
                </Button>
              ) : (
                <CardSetupForm
                  owner="member"
                  firstName={user?.first_name}
                  lastName={user?.last_name}
                  submitLabel={t('featured.saveAndPay', { amount })}
                  onCard={(confirmed) => pay(confirmed.payment_method)}
                />
              )}
            </Stack>
          </Card>
        </>
      )}
    </Container>
  );
}

function PlanCard({ option }: { option: FeaturedPlanOption }) {
  const { t } = useTranslation();
  const days = FEATURED_PLAN_TABLE[option.plan].days;
  return (
    <Radio.Card value={option.plan} radius="md" p="lg" withBorder aria-label={option.title}>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <div>
          <Text fw={700}>{option.title}</Text>
          <Text fw={700} fz="xl">
            {formatCents(option.priceAmount)}
            <Text span c="dimmed" fz="sm">
              {' '}
              {days === null ? t('featured.perMonth') : t('featured.once', { days })}
            </Text>
          </Text>
          <Text fz="sm" c="dimmed" mb="xs">
            {option.description}
          </Text>
          <List size="sm" spacing={2}>
            {option.highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        </div>
      </Group>
    </Radio.Card>
  );
}
