// A month-by-month table of revenue and occupancy: the revenue history page (spec 2 §2.5) and a crashpad's
// reports (docs/decisions/023-reports-and-bed-availability.md) show their figures with it.
import { Table, type TableProps } from '@mantine/core';
import { formatDollars } from '@crashpad/shared/format/money';

/** `month` is the label shown: a month in progress says so ("Nov 2026 (so far)"), since its figures grow. */
export type MonthFigures = { key: string; month: string; revenue: number; occupancy: number };

type Props = {
  rows: MonthFigures[];
  caption: string;
  labels: { month: string; revenue: string; occupancy: string };
} & Pick<TableProps, 'verticalSpacing' | 'fz'>;

export function MonthFiguresTable({ rows, caption, labels, ...table }: Props) {
  return (
    <Table striped {...table}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{labels.month}</Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.revenue}
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
            <Table.Td ta="right">{`${r.occupancy}%`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
