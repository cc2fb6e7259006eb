// Share buttons and the feedback link (docs/product/specification/2-listings-and-tenants.md §2.8): copy the page's address, or share it by e-mail, on X
// or on Facebook.
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../lib/notify';

export function shareLinks(url: string, subject: string) {
  const u = encodeURIComponent(url);
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(subject)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation();
  const url = window.location.origin + window.location.pathname;
  const links = shareLinks(url, t('listingPage.shareSubject', { title }));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      await notify({ color: 'green', message: t('listingPage.copied'), autoClose: 3000 });
    } catch (err) {
      console.warn('Copying the listing link failed', err);
      await notify({ color: 'yellow', message: t('listingPage.copyFailed') });
    }
  };
  const external = (label: string) => ({
    component: 'a' as const,
    target: '_blank',
    rel: 'noopener noreferrer',
    variant: 'default' as const,
    size: 'xs' as const,
    'aria-label': t('listingPage.newWindow', { label }),
  });
  return (
    <>
      <Group gap="xs" mb="md">
        <Button variant="default" size="xs" onClick={copy}>
          {t('listingPage.copyLink')}
        </Button>
        <Button component="a" href={links.email} variant="default" size="xs">
          {t('listingPage.email')}
        </Button>
        <Button href={links.x} {...external(t('listingPage.x'))}>
          {t('listingPage.x')}
        </Button>
        <Button href={links.facebook} {...external(t('listingPage.facebook'))}>
          {t('listingPage.facebook')}
        </Button>
      </Group>
      <Text fz="sm">
        <Anchor component={Link} to="/contact">
          {t('listingPage.feedback')}
        </Anchor>
      </Text>
    </>
  );
}
