// /notice-of-understanding (docs/product/specification/1-accounts-and-shell.md §2, §4): the terms to tick; free plans submit the registration here,
// paid plans continue to checkout. Submit and 'I am ready to go' always look and act enabled: before the box is
// ticked they say so on the box instead of doing nothing (docs/decisions/018-walk-through-fixes.md).
import './texts';
import { useState } from 'react';
import { Alert, Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { formatPrice } from '@crashpad/shared/format/money';
import { PLANS } from '@crashpad/shared/plans';
import { SuccessView } from '../../components/success-view';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { TENANT_HOME, type AcceptOnArrival } from '../../lib/destinations';
import { storeSession } from '../../lib/session';
import { AuthLayout } from '../../components/auth-layout';
import { chosenPlan, clearSignup, pendingRegistration, tempUser } from '../../lib/signup-state';
import { registerMember } from './api';

/** docs/product/specification/1-accounts-and-shell.md §9: 1.5 s after a free registration. */
export const AFTER_REGISTRATION_MS = 1500;

export default function NoticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [unticked, setUnticked] = useState(false);
  /** true when the box is ticked; otherwise the box says it must be */
  const confirmed = () => {
    setUnticked(!agreed);
    return agreed;
  };
  /** done: the account is made; 'invited' when a sign-up by invitation goes on to the invitation */
  const [done, setDone] = useState<false | true | 'invited'>(false);
  const user = tempUser();
  const plan = chosenPlan();

  const register = useMutation({
    mutationFn: () => {
      const registration = pendingRegistration();
      if (!registration) throw new Error('missing password');
      return registerMember(registration);
    },
    onSuccess: (answer) => {
      storeSession({ token: answer.token, user: answer.data.user }, false);
      clearSignup();
      const tenant = answer.data.tenant;
      setDone(tenant !== null ? 'invited' : true);
      window.setTimeout(() => {
        // A sign-up by invitation goes to the invitation on My CrashPad Rentals, which accepts it at once
        // through the card dialog: no second Accept (docs/decisions/054-accepting-needs-a-card.md).
        if (tenant !== null) {
          const state: AcceptOnArrival | null =
            tenant.status === 'pending' ? { acceptInvitation: tenant.id } : null;
          void navigate(TENANT_HOME, { replace: true, state });
          return;
        }
        const toPayment = answer.data.user.user_plan !== null;
        void navigate(toPayment ? '/account-setting?tab=payment-methods' : '/account-setting', {
          replace: true,
        });
      }, AFTER_REGISTRATION_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void notify({ color: 'red', message: error.message });
        void navigate(`/login?email=${encodeURIComponent(user?.email ?? '')}`);
        return;
      }
      if (!(error instanceof ApiError)) {
        // The password lives in memory only: after a reload the form asks for it again.
        void notify({ color: 'yellow', message: t('signup.reenterPassword') });
        void navigate(-1);
        return;
      }
      void notify({ color: 'red', message: error.message });
    },
  });

  if (done)
    return (
      <AuthLayout title={t('signup.welcome')}>
        <SuccessView>
          <Text ta="center">{t(done === 'invited' ? 'signup.createdInvited' : 'signup.created')}</Text>
        </SuccessView>
      </AuthLayout>
    );

  if (!user) return <Navigate to="/create-account" replace />;
  return (
    <AuthLayout title={t('notice.title')} intro={t('notice.intro')} size={620}>
      <Stack>
        <List spacing="sm">
          <List.Item>{t('notice.point1')}</List.Item>
          <List.Item>{t('notice.point2')}</List.Item>
          <List.Item>{t('notice.point3')}</List.Item>
          <List.Item>
            {plan === 'seeker' ? t('notice.seeker') : plan ? t('notice.lister') : t('notice.tenant')}
          </List.Item>
        </List>
        {plan && (
          <Alert color="blue" variant="light">
            {t('notice.planTotal', { plan: PLANS[plan].title, price: formatPrice(PLANS[plan].priceCents) })}
          </Alert>
        )}
        <Checkbox
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            if (e.currentTarget.checked) setUnticked(false);
          }}
          label={t('notice.agree')}
          error={unticked ? t('notice.agreeRequired') : undefined}
        />
        {plan ? (
          // docs/product/specification/1-accounts-and-shell.md §2: a link to /processing/payment
          <Button
            component={Link}
            to="/processing/payment"
            onClick={(e) => confirmed() || e.preventDefault()}
          >
            {t('notice.ready')}
          </Button>
        ) : (
          <Button loading={register.isPending} onClick={() => confirmed() && register.mutate()}>
            {t('notice.submit')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
