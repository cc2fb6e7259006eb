// The message box of a thread and of a new conversation (docs/product/specification/3-money-and-messaging.md §5 "Message send"): Send is disabled while the
// text is blank, and a blank text sent anyway (Ctrl/⌘ + Enter) is refused with "Please write a message before
// sending." before anything is sent (docs/decisions/046-flows-and-looks.md); the server's refusals (403 not
// allowed, inactive account, 400 field messages) show under the box; any other failure is the 'Something went
// wrong' toast (§8).
import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, MESSAGE_SEND_MESSAGES as M } from '@crashpad/shared/api/messages';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

type Props = {
  /** sends the text; resolves when the server took it */
  onSend: (text: string) => Promise<void>;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function Composer({ onSend, disabled = false, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (disabled || sending) return;
    if (text.trim() === '') {
      setError(M.noText);
      return;
    }
    setError(null);
    setRefusal(null);
    setSending(true);
    try {
      await onSend(text);
      setText('');
      void notify({ color: 'green', message: M.sent, autoClose: 2000 });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401) {
        const field = err.field('message');
        if (field) setError(field);
        else setRefusal(err.message);
      } else void notify({ color: 'red', message: t('messaging.sendFailed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('messaging.thread.label')}>
      <Stack gap="xs">
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Textarea
          aria-label={t('messaging.thread.label')}
          placeholder={t('messaging.thread.placeholder')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          error={error}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            // Ctrl/⌘ + Enter sends; Enter alone is a new line, as members write several lines.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={disabled || text.trim() === ''}>
            {t('messaging.thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
