// The frame of every info page (docs/product/specification/3-money-and-messaging.md §2.6): its title from the shared page list, a lead paragraph, and
// the content written as plain HTML elements styled by Mantine's Typography.
import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Container,
  Group,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { Link } from 'react-router';
import { infoPageMeta } from '@crashpad/shared/site/info-meta';
import { isComingSoon } from '@crashpad/shared/site/pages';
import type { InfoPage as InfoSlug } from '@crashpad/shared/site/pages';
import { inSiteWords } from '../../../lib/i18n';
import { useSite } from '../../../lib/site';
import { inSiteWordsTree } from './in-site-words-tree';

function ComingSoonBadge() {
  return (
    <Badge variant="outline" color="blue.9" size="sm" ml={6} style={{ verticalAlign: 'middle' }}>
      Coming soon
    </Badge>
  );
}

/** A link to another info page, marked "Coming soon" while its feature is not built (docs/decisions/006). */
export function FeatureLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <>
      <Link to={to}>{children}</Link>
      {isComingSoon(to) && <ComingSoonBadge />}
    </>
  );
}

export function InfoPage({ slug, lead, children }: { slug: InfoSlug; lead: ReactNode; children: ReactNode }) {
  const meta = infoPageMeta(`/${slug}`);
  const coming = isComingSoon(`/${slug}`);
  // Written for the crashpad site; said in the site's words elsewhere (docs/decisions/005, addendum).
  const words = useSite().variant !== 'crashpad';
  const say = (node: ReactNode) => (words ? inSiteWordsTree(node, inSiteWords) : node);
  const title = meta ? say(meta.title) : null;
  return (
    <Container size="md" py="xl" component="article">
      <Breadcrumbs fz="sm" mb="md">
        <Anchor component={Link} to="/" fz="sm">
          Home
        </Anchor>
        <Text fz="sm">{title}</Text>
      </Breadcrumbs>
      <Group gap="xs" mb="sm" align="center">
        <Title order={1}>{title}</Title>
        {coming && <ComingSoonBadge />}
      </Group>
      {coming && (
        <Alert color="blue" variant="light" mb="md" title="Not available yet">
          We are building this now. This page describes how it will work; until it is ready, nothing here can
          be used or paid for. Want to hear when it lands? <Link to="/contact">Tell us</Link>.
        </Alert>
      )}
      <Text fz="lg" c="dimmed" mb="xl">
        {say(lead)}
      </Text>
      <Typography>
        <Box>{say(children)}</Box>
      </Typography>
    </Container>
  );
}
