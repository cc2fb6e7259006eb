// Stripe mode: the card number, expiry and CVC go straight to Stripe in its own frame (Stripe Elements), so they
// never reach our server. Loaded only when the server names Stripe as the card provider.
import './texts';
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Stack } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { CARD_MESSAGES, billingStateProblem } from '@crashpad/shared/rules/cards';
import { CardFields, billingDetails, type CardErrors } from './card-fields';
import type { CardSetupFormProps } from './card-setup-form';
import { useCardForm } from './use-card-form';

type Props = CardSetupFormProps & { publishableKey: string };

export default function StripeCardSetupForm({ publishableKey, ...props }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const stripe = useMemo(
    () =>
      loadStripe(publishableKey).catch(() => {
        setFailed(true);
        return null;
      }),
    [publishableKey],
  );
  // docs/product/specification/3-money-and-messaging.md §8: an alert when the card provider's script cannot load.
  if (failed) return <Alert color="red">{t('payments.libraryNotLoaded')}</Alert>;
  return (
    <Elements stripe={stripe}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ submitLabel, summary, ...options }: CardSetupFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const { form, errors, setErrors, set, busy, run } = useCardForm(options);
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !stripe || !elements) return;
    const problems: CardErrors = {};
    if (!form.first_name.trim()) problems.first_name = CARD_MESSAGES.firstName;
    if (!form.last_name.trim()) problems.last_name = CARD_MESSAGES.lastName;
    if (!form.postal_code.trim()) problems.postal_code = CARD_MESSAGES.postalCode;
    if (!form.country) problems.country = CARD_MESSAGES.country;
    const state = billingStateProblem(form.state, form.country);
    if (state) problems.state = state;
    setErrors(problems);
    if (!complete) setCardError(CARD_MESSAGES.number);
    if (Object.keys(problems).length > 0 || !complete) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    await run(async (secret) => {
      const result = await stripe.confirmCardSetup(secret, {
        payment_method: {
          card,
          // name, postal code, country and the US state (billing_details.address.state; docs/decisions/053)
          billing_details: billingDetails(form),
        },
      });
      if (result.error) throw result.error;
      const pm = result.setupIntent.payment_method;
      return typeof pm === 'string' ? pm : (pm?.id ?? '');
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('payments.cardForm')}>
      <Stack>
        <CardFields form={form} errors={errors} set={set} cardNumberFields={false}>
          <Input.Wrapper label={t('payments.card')} error={cardError}>
            <Input
              component="div"
              pt={10}
              style={{ minHeight: 40 }}
              aria-label={t('payments.card')}
              role="group"
            >
              <CardElement
                options={{ hidePostalCode: true }}
                onChange={(e) => {
                  setComplete(e.complete);
                  setCardError(e.error?.message ?? null);
                }}
              />
            </Input>
          </Input.Wrapper>
        </CardFields>
        {summary}
        <Button type="submit" size="md" loading={busy} disabled={!stripe} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
