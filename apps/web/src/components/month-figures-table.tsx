// A month-by-month table of revenue, the fees kept from it, what the lister keeps, and occupancy: the revenue
// history page (docs/product/specification/2-listings-and-tenants.md §2.5) and a crashpad's reports (docs/decisions/023-reports-and-bed-availability.md) show
// their figures with it; revenue − fees = net to the cent (docs/decisions/051-fees-that-cover-the-card-provider.md).
import { Table, type TableProps } from '@mantine/core';
import { formatDollars } from '@crashpad/shared/format/money';

/** `month` is the label shown: a month in progress says so ("Nov 2026 (so far)"), since its figures grow. */
export type MonthFigures = {
  key: string;
  month: string;
  revenue: number;
  fees: number;
  net: number;
  occupancy: number;
};

type Props = {
  rows: MonthFigures[];
  caption: string;
  labels: { month: string; revenue: string; fees: string; net: string; occupancy: string };
} & Pick<TableProps, 'verticalSpacing' | 'fz'>;

export function MonthFiguresTable({ rows, caption, labels, ...table }: Props) {
  return (
    // Five columns fit a phone's width with narrow gutters (nothing wider than the screen, decision 046).
    <Table striped horizontalSpacing={4} {...table}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{labels.month}</Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.revenue}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.fees}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.net}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.occupancy}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Th scope="row" fw={400}>
              {r.month}
            </Table.Th>
            <Table.Td ta="right">{formatDollars(r.revenue)}</Table.Td>
            <Table.Td ta="right">{formatDollars(r.fees)}</Table.Td>
            <Table.Td ta="right">{formatDollars(r.net)}</Table.Td>
            <Table.Td ta="right">{`${r.occupancy}%`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
