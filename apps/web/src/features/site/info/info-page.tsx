// The frame of every info page (spec 3 §2.6): its title from the shared page list, a lead paragraph, and
// the content written as plain HTML elements styled by Mantine's Typography.
import type { ReactNode } from 'react';
import { Anchor, Box, Breadcrumbs, Container, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { pageMeta } from '@crashpad/shared/site/pages';
import type { InfoPage as InfoSlug } from '@crashpad/shared/site/pages';

export function InfoPage({ slug, lead, children }: { slug: InfoSlug; lead: ReactNode; children: ReactNode }) {
  const meta = pageMeta(`/${slug}`);
  return (
    <Container size="md" py="xl" component="article">
      <Breadcrumbs fz="sm" mb="md">
        <Anchor component={Link} to="/" fz="sm">
          Home
        </Anchor>
        <Text fz="sm">{meta?.title}</Text>
      </Breadcrumbs>
      <Title order={1} mb="sm">
        {meta?.title}
      </Title>
      <Text fz="lg" c="dimmed" mb="xl">
        {lead}
      </Text>
      <Typography>
        <Box>{children}</Box>
      </Typography>
    </Container>
  );
}
