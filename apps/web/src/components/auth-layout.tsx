import type { ReactNode } from 'react';
import { Card, Container, Text, Title } from '@mantine/core';

/** The narrow card the login, recovery and sign-up pages sit in. */
export function AuthLayout({
  title,
  intro,
  children,
  size = 460,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} py={{ base: 'xl', sm: 60 }}>
      <Title order={1} ta="center" mb="xs">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" ta="center" mb="lg">
          {intro}
        </Text>
      )}
      <Card withBorder padding="xl" shadow="sm">
        {children}
      </Card>
    </Container>
  );
}
