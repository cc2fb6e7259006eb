// Public profiles (docs/product/specification/2-listings-and-tenants.md §2.11, §3 "User profile"; docs/decisions/030-reviews-and-profiles.md). Anyone may read
// an active member's profile; a closed account's profile is not found. Names: docs/product/accounts.md#names. The review figures come from the
// listings' kept review_count and review_score_sum, summed over the lister's listings (one indexed read).
import { sql } from 'drizzle-orm';
import type { PublicProfile } from '@crashpad/shared/api/reviews';
import { REVIEW_MESSAGES as M, averageScore } from '@crashpad/shared/rules/reviews';
import { queryRows, type Db } from '../../db/client';
import { NotFound } from '../../errors';

type ProfileRow = {
  id: number;
  first_name: string;
  last_name: string;
  display_name: string;
  photo: string | null;
  about: string | null;
  created_at: Date | string;
  status: 'ACTIVE' | 'DEACTIVATED';
  num_reviews: number;
  score_sum: number;
};

export type Profile = { profile: PublicProfile; isActive: boolean };

/** The member and their review figures as a lister, whatever their account's state; null when unknown. */
export async function profileOf(db: Db, id: number): Promise<Profile | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.display_name, u.photo, u.about, u.created_at, u.status,
          coalesce((SELECT sum(l.review_count) FROM listings l WHERE l.user_id = u.id), 0)::int AS num_reviews,
          coalesce((SELECT sum(l.review_score_sum) FROM listings l WHERE l.user_id = u.id), 0)::int AS score_sum
        FROM users u WHERE u.id = ${id}`,
  );
  if (!row) return null;
  return {
    isActive: row.status === 'ACTIVE',
    profile: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      display_name: row.display_name,
      photo: row.photo,
      about: row.about ?? '',
      created_at: new Date(row.created_at).toISOString(),
      num_reviews: row.num_reviews,
      avg_score: averageScore(row.num_reviews, row.score_sum),
    },
  };
}

/** Who reads a profile: a signed-in member (their id and role) or a guest (null). */
export type Viewer = { id: number; role: string } | null;

/**
 * The profile as `viewer` may see it (docs/product/accounts.md#names): the member themself and admins get the
 * first and last names; everyone else, a guest, another member, even their lister or tenant, the display name.
 */
export function profileFor(profile: PublicProfile, viewer: Viewer): PublicProfile {
  if (viewer && (viewer.id === profile.id || viewer.role === 'admin')) return profile;
  const { first_name: _first, last_name: _last, ...shown } = profile;
  return shown;
}

/** An active member's public profile as `viewer` may see it; 404 for an unknown or closed account. */
export async function activeProfile(db: Db, id: number, viewer: Viewer): Promise<PublicProfile> {
  const found = await profileOf(db, id);
  if (!found?.isActive) throw new NotFound(M.unknownUser);
  return profileFor(found.profile, viewer);
}
