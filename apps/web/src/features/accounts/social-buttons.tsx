// "Continue with Google / Apple" (docs/decisions/063-social-sign-in.md): one button per provider the site offers
// (GET /api/site's oauth_providers), none offline. A click sets out for the provider with this browser's key.
import './texts';
import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserPlan } from '@crashpad/shared/plans';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@crashpad/shared/social-providers';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { siteQuery } from '../../lib/site';
import { depart } from '../../lib/social-sign-in';
import { startSocialSignIn } from './api';

/** The providers this site offers. The shell has read the site's settings before any page shows. */
export function useSocialProviders(): SocialProvider[] {
  const site = useQuery({ ...siteQuery, enabled: false }).data;
  return site?.oauth_providers ?? [];
}

export function SocialButtons({
  userPlan,
  next,
  keep = false,
  link = false,
  divider = 'above',
}: {
  /** the plan of a sign-up ('' free); undefined when none is chosen yet */
  userPlan?: UserPlan | '';
  /** where to go after signing in */
  next?: string | null;
  /** "keep me logged in" */
  keep?: boolean;
  /** link the provider to the signed-in member (account settings) */
  link?: boolean;
  divider?: 'above' | 'below' | 'none';
}) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;

  const go = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const { browserKey } = depart(keep);
      const { url } = await startSocialSignIn(provider, {
        browser_key: browserKey,
        next: next ?? undefined,
        user_plan: userPlan,
        link: link || undefined,
      });
      window.location.assign(url);
    } catch (err) {
      setBusy(null);
      void notify({ color: 'red', message: errorMessage(err) });
    }
  };

  const line = <Divider label={t('social.or')} labelPosition="center" />;
  return (
    <Stack gap="sm">
      {divider === 'above' && line}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          loading={busy === provider}
          disabled={busy !== null && busy !== provider}
          onClick={() => void go(provider)}
        >
          {t(link ? 'social.link' : 'social.continue', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
        </Button>
      ))}
      {divider === 'below' && line}
    </Stack>
  );
}
