// /account-expired (Renew Account), /change-package (Change Package) and /upgrade-account (docs/product/specification/1-accounts-and-shell.md §2 "Account
// expiry"; docs/product/specification/3-money-and-messaging.md §2.1): pick a plan, pay with the card on file or a new one, then the same redirects as sign-up.
import './texts';
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SessionAnswer } from '@crashpad/shared/api/accounts';
import type { PlanQuote } from '@crashpad/shared/api/payments';
import { formatCents, formatPrice } from '@crashpad/shared/format/money';
import { LISTER_PLANS, PLANS, USER_PLANS, type UserPlan } from '@crashpad/shared/plans';
import { Loading } from '../../components/loading';
import { SuccessView } from '../../components/success-view';
import { errorMessage } from '../../lib/api-client';
import { logout } from '../../lib/auth-api';
import { formatDate } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { isExpired, storeSession, useSession } from '../../lib/session';
import { useFlag } from '../../lib/site';
import { planQuoteQuery, refreshCard, renewSubscription, useCard } from './api';
import { CardChoice, cardOptionOf, type CardOption } from './card-choice';
import { CardSetupForm, reportCardError } from './card-setup-form';
import { newAttempt, settledWithoutCharge } from './purchase-attempt';
import { setUpdatePaymentFlag } from './update-flag';
import { AFTER_PAYMENT_MS, afterPaymentPath } from '../../lib/destinations';

function plansFor(plan: UserPlan | null): readonly UserPlan[] {
  if (plan === 'seeker') return ['seeker'];
  if (plan) return LISTER_PLANS;
  return USER_PLANS;
}

export default function RenewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const card = useCard();
  const changePlans = useFlag('changePlans');
  const expiredRoute = pathname === '/account-expired';
  const [noticeOpen, setNoticeOpen] = useState(true);
  const [choice, setChoice] = useState<CardOption>('current');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const user = session?.user;
  const current = user?.user_plan ?? null;
  const offered = plansFor(current).filter((p) => p === current || !current || changePlans);
  const wanted = params.get('plan') as UserPlan | null;
  const [plan, setPlan] = useState<UserPlan>(
    wanted && offered.includes(wanted)
      ? wanted
      : current && offered.includes(current)
        ? current
        : offered[0]!,
  );
  const [attempt, setAttempt] = useState(newAttempt);
  // What this purchase costs today: the price less the unused part of the package it replaces (016).
  const quote = useQuery({
    ...planQuoteQuery(plan),
    enabled: !!session,
  });
  if (!session || !user) return null;

  const changing = pathname === '/change-package';
  const title = changing ? t('renew.changeTitle') : t('renew.renewTitle');
  const expired = isExpired(user);
  const amount = quote.data ? formatCents(quote.data.amount) : formatCents(PLANS[plan].priceCents);
  const payLabel = quote.data?.amount === 0 ? t('renew.confirmFree') : t('checkout.pay', { amount });

  const choosePlan = (next: UserPlan) => {
    setPlan(next);
    setAttempt(newAttempt());
  };

  /**
   * Pays with the card on file, or with a new card just set up (`paymentMethod`), which becomes the card on file
   * only if this charge succeeds (docs/decisions/043-money-and-rental-states.md).
   */
  const renew = async (paymentMethod?: string) => {
    let answer: SessionAnswer;
    try {
      // The amount the member agrees to is the one stated (a card saved before the quote came waits for it).
      const stated = quote.data ?? (await quote.refetch({ throwOnError: true })).data!;
      answer = await renewSubscription({
        user_plan: plan,
        idempotency_key: attempt,
        expected_amount: stated.amount,
        ...(paymentMethod && { payment_method: paymentMethod }),
      });
    } catch (error) {
      // The next try is a new attempt, at the amount due then, unless this one may have charged the card.
      if (settledWithoutCharge(error)) setAttempt(newAttempt());
      void quote.refetch();
      throw error;
    }
    storeSession(answer);
    await refreshCard(client);
    setDone(true);
    void notify({ color: 'green', message: t('checkout.success') });
    window.setTimeout(
      () => void navigate(afterPaymentPath(answer.user), { replace: true }),
      AFTER_PAYMENT_MS,
    );
  };

  if (done)
    return (
      <Container size="sm" py="xl">
        <SuccessView>
          <Text ta="center">{t('checkout.success')}</Text>
        </SuccessView>
      </Container>
    );

  const selected = cardOptionOf(card.data, choice);

  return (
    <Container size="lg" py="xl">
      <Modal
        opened={expiredRoute && expired && noticeOpen}
        onClose={() => setNoticeOpen(false)}
        title={t('renew.noticeTitle')}
        centered
      >
        <Text>{t('renew.noticeText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => void logout().then(() => navigate('/'))}>
            {t('shell.logout')}
          </Button>
          <Button onClick={() => setNoticeOpen(false)}>{t('renew.renew')}</Button>
        </Group>
      </Modal>

      <Title order={1} mb="xs">
        {title}
      </Title>
      {user.expire_at && (
        <Text c={expired ? 'red' : 'dimmed'} mb="lg">
          {expired
            ? t('renew.expiredOn', { date: formatDate(user.expire_at) })
            : t('renew.expiresOn', { date: formatDate(user.expire_at) })}
        </Text>
      )}
      {changing && current === 'seeker' && (
        <Alert color="blue" mb="lg">
          {t('renew.seekerCannotChange')}
        </Alert>
      )}

      <Radio.Group
        value={plan}
        onChange={(v) => choosePlan(v as UserPlan)}
        label={t('renew.choosePlan')}
        mb="xl"
      >
        <SimpleGrid cols={{ base: 1, sm: Math.min(offered.length, 4) }} mt="xs">
          {offered.map((id) => (
            <Radio.Card key={id} value={id} radius="md" p="lg" withBorder aria-label={PLANS[id].title}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={700}>
                    {PLANS[id].title} {current === id && <Badge ml={4}>{t('renew.currentPlan')}</Badge>}
                  </Text>
                  <Text fw={700} fz="xl">
                    {formatPrice(PLANS[id].priceCents)}
                    <Text span c="dimmed" fz="sm">
                      {' '}
                      / {PLANS[id].autoRenews ? t('renew.year') : t('renew.sixMonths')}
                    </Text>
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {PLANS[id].description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      <Card withBorder padding="lg" maw={620}>
        <Title order={2} fz="lg" mb="sm">
          {t('renew.summaryTitle')}
        </Title>
        {quote.data ? (
          <QuoteSummary quote={quote.data} />
        ) : quote.error ? (
          <Alert color="red">{errorMessage(quote.error)}</Alert>
        ) : (
          <Loading />
        )}
      </Card>

      <Card withBorder padding="lg" maw={620} mt="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('payments.choose')}
        </Title>
        {card.isPending ? (
          <Loading />
        ) : (
          <Stack>
            <CardChoice card={card.data} value={selected} onChange={setChoice} />
            {selected === 'current' ? (
              <>
                <Button
                  size="md"
                  loading={busy}
                  disabled={!quote.data}
                  onClick={async () => {
                    setBusy(true);
                    try {
                      await renew();
                    } catch (error) {
                      reportCardError(error);
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  {payLabel}
                </Button>
                <Anchor
                  component={Link}
                  to="/update-payment-method"
                  onClick={() => setUpdatePaymentFlag()}
                  fz="sm"
                  underline="always"
                >
                  {t('renew.updateCard')}
                </Anchor>
              </>
            ) : (
              <CardSetupForm
                owner="member"
                firstName={user.first_name}
                lastName={user.last_name}
                submitLabel={
                  quote.data?.amount === 0 ? t('renew.saveAndConfirm') : t('renew.saveAndPay', { amount })
                }
                onCard={(confirmed) => renew(confirmed.payment_method)}
              />
            )}
          </Stack>
        )}
      </Card>
    </Container>
  );
}

/**
 * What the member pays and gets, stated before paying (docs/decisions/016-plan-changes-and-proration.md): the
 * price, the credit for the unused part of the package it replaces, the amount due today, and the new term.
 */
function QuoteSummary({ quote }: { quote: PlanQuote }) {
  const { t } = useTranslation();
  const title = PLANS[quote.user_plan].title;
  const end = formatDate(quote.expire_at);
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              {title}, {PLANS[quote.user_plan].autoRenews ? t('renew.oneYear') : t('renew.sixMonths')}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCents(quote.price)}
            </Table.Td>
          </Table.Tr>
          {quote.credit > 0 && (
            <Table.Tr>
              <Table.Td>
                {t('renew.credit', { plans: quote.replaces.map((r) => r.title).join(', ') })}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                −{formatCents(Math.min(quote.credit, quote.price))}
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr fw={700}>
            <Table.Td>{t('renew.dueToday')}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCents(quote.amount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fz="sm">
        {quote.kind === 'renewal'
          ? t('renew.termAfter', { plan: title, start: formatDate(quote.starts_at), end })
          : t('renew.termFromToday', { plan: title, end })}
      </Text>
      {quote.replaces.length > 0 && (
        <Text fz="sm" c="dimmed">
          {t('renew.replaces', {
            plans: quote.replaces.map((r) => r.title).join(', '),
            end: formatDate(quote.replaces[0]!.expire_at),
          })}
          {quote.credit > quote.price && ` ${t('renew.longerTerm', { plan: title })}`}
          {quote.credit < quote.price && quote.amount === 0 && ` ${t('renew.underMinimum')}`}
        </Text>
      )}
    </Stack>
  );
}
