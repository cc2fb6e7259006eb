import { z } from 'zod';
import { USER_PLANS } from '../plans';

export const adminUsersQuery = z.object({
  search: z.string().max(100, { error: 'search must be at most 100 characters' }).optional(),
});

export const adminUserRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  display_name: z.string(),
  user_plan: z.enum(USER_PLANS).nullable(),
  status: z.string(),
  is_admin: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUsersAnswer = z.object({ data: z.array(adminUserRow) });
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswer>;
