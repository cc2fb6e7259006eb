// The providers a member may sign in with (docs/decisions/063-social-sign-in.md): the user's social_type
// (docs/product/specification/1-accounts-and-shell.md §3).
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
