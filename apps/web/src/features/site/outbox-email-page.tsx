import './texts';
import { Alert, Anchor, Box, Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { Loading } from '../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { outboxEmailQuery } from './api';
import { LinkifiedText } from './linkified-text';

export default function OutboxEmailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const mail = useQuery(outboxEmailQuery(id));
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/dev/outbox" fz="sm">
        ← {t('outbox.back')}
      </Anchor>
      {mail.error instanceof ApiError && (
        <Alert color="yellow" mt="md">
          {mail.error.message}
        </Alert>
      )}
      {mail.isPending && <Loading />}
      {mail.data && (
        <Stack mt="md">
          <Title order={1} fz="xl">
            {mail.data.subject}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('outbox.meta', {
              from: mail.data.from,
              to: mail.data.to,
              date: formatDateTime(mail.data.created_at),
            })}
          </Text>
          <Tabs defaultValue="text" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="text">{t('outbox.text')}</Tabs.Tab>
              <Tabs.Tab value="html">{t('outbox.html')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="text" pt="md">
              <Card withBorder>
                <Box
                  component="pre"
                  style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
                  data-testid="email-text"
                >
                  <LinkifiedText text={mail.data.text} />
                </Box>
              </Card>
            </Tabs.Panel>
            <Tabs.Panel value="html" pt="md">
              {/* Sandboxed: no scripts; links open in a new tab. */}
              <iframe
                title={t('outbox.html')}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={mail.data.html.replace('<head>', '<head><base target="_blank">')}
                style={{
                  width: '100%',
                  height: 560,
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 8,
                }}
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Container>
  );
}
