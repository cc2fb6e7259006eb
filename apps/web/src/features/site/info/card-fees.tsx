// The fee on card money paid to an owner, as the fees and AutoPay pages explain it: computed from the same rule and
// the same configured schedule the server charges with (docs/decisions/051-fees-that-cover-the-card-provider.md),
// so the worked example is what an owner's payment history will show.
import { AUTOPAY_FEE_PERCENT } from '@crashpad/shared/plans';
import { formatCents } from '@crashpad/shared/format/money';
import { chargeFees, type ProviderFeeSchedule } from '@crashpad/shared/rules/platform-fee';
import { useSite } from '../../../lib/site';

/** The example rent: $500.00. */
const EXAMPLE_CENTS = 50_000;

function useFeeSettings() {
  const { fees } = useSite().payments;
  const schedule: ProviderFeeSchedule = {
    percentBps: fees.card_percent_bps,
    fixedCents: fees.card_fixed_cents,
  };
  const percent = `${(schedule.percentBps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  return {
    schedule,
    flatCents: fees.flat_monthly_cents,
    cardPrice: `${percent} + ${formatCents(schedule.fixedCents)}`,
  };
}

/** One sentence: what is kept from each card payment. */
export function CardFeeSentence() {
  const { cardPrice, flatCents } = useFeeSettings();
  return (
    <>
      The fee on each card payment is the card processor's fee ({cardPrice} per payment) plus the platform's{' '}
      {AUTOPAY_FEE_PERCENT}%, and a flat monthly fee of {formatCents(flatCents)} for the Express payout
      account that receives your rent, taken once a month from your first AutoPay rent of the month.
    </>
  );
}

/** The worked example: a $500.00 rent by card, each fee, and what the owner receives. */
export function CardFeeExample() {
  const { schedule, flatCents, cardPrice } = useFeeSettings();
  const fees = chargeFees(EXAMPLE_CENTS, schedule, flatCents);
  const rows: [string, number][] = [
    ['Rent paid by card', fees.grossCents],
    [`Card processing (${cardPrice})`, -fees.providerFeeCents],
    [`Platform fee (${AUTOPAY_FEE_PERCENT}%)`, -fees.platformFeeCents],
    ['Payout account fee (once a month)', -fees.flatFeeCents],
  ];
  return (
    <table data-testid="card-fee-example" style={{ width: 'auto', minWidth: '18rem' }}>
      <caption>A {formatCents(EXAMPLE_CENTS)} rent paid by card with AutoPay</caption>
      <tbody>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td style={{ textAlign: 'right' }}>
              {cents < 0 ? `−${formatCents(-cents)}` : formatCents(Math.abs(cents))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">You receive</th>
          <td style={{ textAlign: 'right' }}>
            <strong>{formatCents(fees.netCents)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
