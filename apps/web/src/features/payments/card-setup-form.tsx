// The card form of every checkout and card page: the sandbox's plain form, or Stripe's card field in Stripe mode
// (loaded only then). It runs the card setup flow and hands the confirmed card to the page.
import './texts';
import { Suspense, lazy, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardProblems, parseExpiry } from '@crashpad/shared/rules/cards';
import { Loading } from '../../components/loading';
import { useSite } from '../../lib/site';
import { confirmWithSandbox, type ConfirmedCard } from './api';
import { CardFields, billingDetails } from './card-fields';
import { TestModeBanner } from './test-mode-banner';
import { useCardForm, type CardFormOptions } from './use-card-form';

export { reportCardError } from './use-card-form';

const StripeCardSetupForm = lazy(() => import('./stripe-card-setup-form'));

export type CardSetupFormProps = CardFormOptions & {
  submitLabel: string;
  /** what the page does with the confirmed card (pay, save); a refusal it throws opens the payment dialog */
  onCard: (card: ConfirmedCard) => Promise<void>;
  /** errors that are not payment refusals; by default their message shows as a toast */
  onError?: (error: unknown) => void;
  /** shown above the button, e.g. the total */
  summary?: ReactNode;
};

export function CardSetupForm(props: CardSetupFormProps) {
  const site = useSite();
  if (site.payments.provider === 'stripe' && site.payments.publishable_key)
    return (
      <Suspense fallback={<Loading />}>
        <StripeCardSetupForm {...props} publishableKey={site.payments.publishable_key} />
      </Suspense>
    );
  return <SandboxCardSetupForm {...props} />;
}

function SandboxCardSetupForm({ submitLabel, summary, ...options }: CardSetupFormProps) {
  const { t } = useTranslation();
  const { form, errors, setErrors, set, busy, run } = useCardForm(options);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = cardProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const expiry = parseExpiry(form.expiry)!;
    const billing = billingDetails(form);
    await run((secret) =>
      confirmWithSandbox(secret, {
        number: form.number.replace(/\D/g, ''),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: form.cvc,
        name: billing.name,
        postal_code: billing.address.postal_code,
        country: billing.address.country,
        state: billing.address.state ?? null,
      }),
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('payments.cardForm')}>
      <Stack>
        <TestModeBanner />
        <CardFields form={form} errors={errors} set={set} cardNumberFields />
        {summary}
        <Button type="submit" size="md" loading={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
