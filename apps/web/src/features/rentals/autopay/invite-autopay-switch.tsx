// The invite modal's AutoPay switch (docs/product/specification/2-listings-and-tenants.md §4.7): turning it on asks whether the lister's AutoPay is set up (the
// switch on and payout onboarding complete); if not, the modal says to enable AutoPay in settings and the switch
// goes back to off. The server refuses such an invitation too (docs/decisions/026-autopay-on-rentals.md).
import { useState } from 'react';
import { Alert, Anchor, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { autopayReady, payoutAccountQuery } from '../../../lib/payout-account';

export const AUTOPAY_SETTINGS = '/account-setting?tab=autopay&connect-account';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the server refused AutoPay for this lister: the notice shows */
  refused: boolean;
};

export function InviteAutopaySwitch({ checked, onChange, refused }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notReady, setNotReady] = useState(false);
  const [checking, setChecking] = useState(false);

  const toggle = async (on: boolean) => {
    if (!on) {
      onChange(false);
      return;
    }
    setChecking(true);
    onChange(true);
    // Fresh each time: the lister may just have finished onboarding in another tab.
    const ready = await queryClient
      .fetchQuery({ ...payoutAccountQuery, staleTime: 0 })
      .then(autopayReady, () => false);
    setChecking(false);
    setNotReady(!ready);
    if (!ready) onChange(false);
  };

  return (
    <>
      <Switch
        label={t('crew.invite.autoPay')}
        description={t('crew.invite.autoPayHelp')}
        checked={checked}
        disabled={checking}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      {(notReady || refused) && !checked && (
        <Alert color="yellow" variant="light" role="alert">
          {t('crew.invite.autoPayNotReady')}{' '}
          <Anchor component={Link} to={AUTOPAY_SETTINGS} underline="always" c="dark.9" fw={600}>
            {t('crew.invite.autoPaySettings')}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
