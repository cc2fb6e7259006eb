// /update-payment-method (docs/product/specification/1-accounts-and-shell.md §4; docs/product/specification/3-money-and-messaging.md §2.2): attach a card, or replace the one on file.
import './texts';
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading';
import { SuccessView } from '../../components/success-view';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useFlag } from '../../lib/site';
import { AuthLayout } from '../../components/auth-layout';
import { AFTER_CARD_SETUP_MS, afterCardSetupPaths } from '../../lib/destinations';
import { refreshCard, savePaymentMethod, useCard } from './api';
import { CardSetupForm } from './card-setup-form';
import { takeUpdatePaymentFlag } from './update-flag';

export default function UpdatePaymentMethodPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const card = useCard();
  const [saved, setSaved] = useState(false);
  const autopay = useFlag('autopay');
  if (!session) return null;
  const { user } = session;
  if (card.isPending) return <Loading />;
  const updating = card.data?.status !== 'none';
  const title = updating ? t('payments.updateTitle') : t('payments.attachTitle');

  if (saved)
    return (
      <AuthLayout title={title}>
        <SuccessView>
          <Text ta="center">{t('payments.cardSaved')}</Text>
        </SuccessView>
      </AuthLayout>
    );

  return (
    <AuthLayout title={title} intro={t('payments.cardIntro')} size={560}>
      <CardSetupForm
        owner="member"
        firstName={user.first_name}
        lastName={user.last_name}
        submitLabel={t('payments.saveCard')}
        onCard={async (confirmed) => {
          const answer = await savePaymentMethod(confirmed.payment_method);
          await refreshCard(client);
          setSaved(true);
          void notify({ color: 'green', message: answer.message });
          window.setTimeout(() => {
            // docs/product/specification/1-accounts-and-shell.md §4: a lister goes to My crashpads, then on to the AutoPay tab: each page is entered in
            // turn, so Back from the tab is My crashpads (docs/decisions/047-where-members-land.md).
            const [first, ...then] = afterCardSetupPaths(user, {
              upgrading: takeUpdatePaymentFlag(),
              autopay,
            });
            void (async () => {
              await navigate(first!, { replace: true });
              for (const path of then) await navigate(path);
            })();
          }, AFTER_CARD_SETUP_MS);
        }}
      />
    </AuthLayout>
  );
}
