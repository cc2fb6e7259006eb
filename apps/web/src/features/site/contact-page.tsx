// /contact (docs/product/specification/3-money-and-messaging.md §2.6, §4 "Contact: sending, success (message shown 10 s), failure").
import './texts';
import { useState } from 'react';
import { Button, Card, Container, Grid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactRequest, type ContactRequest } from '@crashpad/shared/api/messaging';
import { FormMessage, useFleetingMessage } from '../../components/form-message';
import { SuccessView } from '../../components/success-view';
import { ApiError } from '../../lib/api-client';
import { firstErrors, serverFieldErrors } from '../../lib/forms';
import { useSite } from '../../lib/site';
import { sendContact } from './api';

export const SUCCESS_VISIBLE_MS = 10_000;

export default function ContactPage() {
  const { t } = useTranslation();
  const { support_email: supportEmail } = useSite();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<ContactRequest>({
    initialValues: { name: '', email: '', subject: '', message_content: '' },
    validate: (values) => firstErrors(contactRequest, values),
  });
  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: (answer) => {
      setSuccess(answer.message);
      form.reset();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  // The success shows 10 s, a failure 4 s like every form's message (docs/decisions/053).
  const shownSuccess = useFleetingMessage(success, send.submittedAt, SUCCESS_VISIBLE_MS);
  const failure = send.error instanceof ApiError && !send.error.body.errors ? send.error.message : null;

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={1} mb="sm">
            {t('contact.title')}
          </Title>
          <Text c="dimmed" mb="md">
            {t('contact.intro')}
          </Text>
          {supportEmail && <Text fz="sm">{t('contact.direct', { email: supportEmail })}</Text>}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="xl">
            <form
              noValidate
              onSubmit={form.onSubmit((values) => {
                setSuccess(null);
                send.mutate(values);
              })}
            >
              <Stack>
                {shownSuccess && (
                  <SuccessView>
                    <Text ta="center">{shownSuccess}</Text>
                  </SuccessView>
                )}
                <FormMessage message={failure} shownAt={send.submittedAt} />
                <TextInput
                  label={t('contact.name')}
                  autoComplete="name"
                  withAsterisk
                  maxLength={100}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t('contact.email')}
                  type="email"
                  autoComplete="email"
                  withAsterisk
                  maxLength={254}
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label={t('contact.subject')}
                  withAsterisk
                  maxLength={150}
                  {...form.getInputProps('subject')}
                />
                <Textarea
                  label={t('contact.message')}
                  withAsterisk
                  autosize
                  minRows={5}
                  maxLength={5000}
                  {...form.getInputProps('message_content')}
                />
                <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                  {t('contact.send')}
                </Button>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
