// The rental history table (spec 2 §2.6, §3 "Rental history row"): booking ref, room and bed, change summary,
// date; a click on a heading sorts by that column; an empty state.
import { useState } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RentalHistoryRow } from '@crashpad/shared/api/rentals';
import { formatDay } from '../../lib/dates';
import {
  DEFAULT_HISTORY_SORT,
  nextSort,
  sortHistory,
  type HistoryColumn,
  type HistorySort,
} from './history-sort';
import classes from './rentals.module.css';

const COLUMNS: { column: HistoryColumn; label: string }[] = [
  { column: 'booking_ref', label: 'rentals.history.bookingRef' },
  { column: 'room_and_bed', label: 'rentals.history.roomAndBed' },
  { column: 'change_summary', label: 'rentals.history.changes' },
  { column: 'created_at', label: 'rentals.history.date' },
];

export function HistoryTable({ rows }: { rows: RentalHistoryRow[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  if (rows.length === 0)
    return (
      <Text c="dimmed" py="md">
        {t('rentals.history.empty')}
      </Text>
    );

  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('rentals.history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ column, label }) => {
              const active = sort.column === column;
              return (
                <Table.Th
                  key={column}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className={classes.sortButton}
                    onClick={() => setSort((s) => nextSort(s, column))}
                  >
                    {t(label)}
                    <span aria-hidden>{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </button>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortHistory(rows, sort).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.booking_ref}</Table.Td>
              <Table.Td>{row.room_and_bed}</Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {t(`rentals.history.action.${row.action}`, { defaultValue: row.action })}
                </Text>
                {row.change_summary.map((line) => (
                  <Text key={line} fz="sm" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.created_at, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
