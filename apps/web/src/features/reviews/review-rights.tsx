// What a reader may do about reviews of a lister, told before they type anything (docs/product/specification/2-listings-and-tenants.md §4.9: able_to_review and
// already_review; docs/decisions/044-display-names-and-reviews.md): the lister themself responds, a guest is asked
// to log in, a member the server lets review gets the form, anyone else the reason.
import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import classes from './reviews.module.css';

export type ReviewRight = 'own' | 'guest' | 'write' | 'notTenant' | 'reviewed';

/** The reader's right from the server's answer; `me` is the signed-in member's id (undefined for a guest). */
export function reviewRight(
  me: number | undefined,
  listerId: number,
  rights: { able_to_review: boolean; already_review: boolean },
): ReviewRight {
  if (me === undefined) return 'guest';
  if (me === listerId) return 'own';
  if (rights.already_review) return 'reviewed';
  return rights.able_to_review ? 'write' : 'notTenant';
}

/** A short box saying why there is no form: `done` for a review already written, else a plain note. */
export function ReviewNotice({ done = false, children }: { done?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" className={done ? classes.done : classes.notice} role="status">
      <Text fw={600} fz="sm">
        {children}
      </Text>
    </Paper>
  );
}
