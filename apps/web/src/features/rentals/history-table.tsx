// The rental history table (docs/product/specification/2-listings-and-tenants.md §2.6, §3 "Rental history row"): booking ref, room and bed, change summary,
// date; a click on a heading sorts by that column; an empty state. Below the sm breakpoint each row is a stacked
// card, newest first, with nothing wider than the screen (docs/decisions/046-flows-and-looks.md).
import { useState } from 'react';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/** Below Mantine's sm breakpoint (48em): phones. */
const PHONE = '(max-width: 47.99em)';

/** A phone's history: one card per change, its action and date first, then where and what changed. */
function HistoryCards({ rows }: { rows: RentalHistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ol"
      gap="xs"
      aria-label={t('rentals.history.title')}
      className={classes.historyCards}
      data-testid="history-cards"
    >
      {sortHistory(rows, DEFAULT_HISTORY_SORT).map((row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm" className={classes.historyCard}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fz="sm" fw={600}>
              {t(`rentals.history.action.${row.action}`, { defaultValue: row.action })}
            </Text>
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDay(row.created_at)}
            </Text>
          </Group>
          <Text fz="sm">
            {t('rentals.history.bookingRef')}: {row.booking_ref}
          </Text>
          <Text fz="sm">
            {t('rentals.history.roomAndBed')}: {row.room_and_bed}
          </Text>
          {row.change_summary.map((line) => (
            <Text key={line} fz="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

export function HistoryTable({ rows }: { rows: RentalHistoryRow[] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  if (rows.length === 0)
    return (
      <Text c="dimmed" py="md">
        {t('rentals.history.empty')}
      </Text>
    );
  if (phone) return <HistoryCards rows={rows} />;

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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
