// /chat/:id (docs/product/specification/3-money-and-messaging.md §2.5): the thread, oldest message at the top and newest above the message box as members
// expect; see-more loads older messages (at 3 or more, when older ones exist); the header with the other member,
// the archive dialog ('message archived'), an archived thread shown as archived with the send button disabled,
// and the lister's invite button. Load failures show the server's message in an alert (§8).
import './texts';
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { confirmDialog, openInvite } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { isLister, useSession } from '../../lib/session';
import { archiveThread, refreshInbox, sendMessage, threadKey } from './api';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { StayRequestCard } from './stay-request-card';
import { useThread } from './use-thread';
import classes from './messaging.module.css';

/** docs/product/specification/3-money-and-messaging.md §2.5: the thread's see-more shows at 3 or more messages (and only when older ones exist). */
export const THREAD_SEE_MORE_AT = 3;

/** One thread per mount: moving to another /chat/{id} starts again, keeping nothing of the last thread. */
export default function ChatPage() {
  const id = Number(useParams().id) || 0;
  return <Chat key={id} id={id} />;
}

function Chat({ id }: { id: number }) {
  const { t } = useTranslation();
  usePageMeta({ title: t('messaging.title') });
  const session = useSession();
  const me = session?.user.id ?? 0;
  const queryClient = useQueryClient();
  const { first, messages, hasOlder, loadOlder, loadingOlder, addSent } = useThread(id, me);
  const thread = first.data;
  /** The invite modal with the member of the thread, and a stay request's dates when it comes from one. */
  const invite = (dates: { start_date?: string; checkout_date?: string } = {}) => {
    if (!thread) return;
    openInvite({
      listingId: thread.items.some((i) => i.id === thread.listing_id)
        ? (thread.listing_id ?? undefined)
        : undefined,
      // no names: the lister types the tenant's legal name (docs/product/accounts.md#names)
      member: {
        email: thread.to_user_email ?? undefined,
        phone_number: thread.to_user_phone_number ?? undefined,
        airline: thread.to_user_airlines ?? undefined,
        ...dates,
      },
    });
  };
  const listingTitle = messages.find((m) => m.listing_title)?.listing_title ?? null;
  const endRef = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // The newest message in view when the thread opens and when one arrives.
  useEffect(() => {
    if (newest !== undefined) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  const archive = async () => {
    const yes = await confirmDialog({
      title: t('messaging.thread.archiveTitle'),
      message: t('messaging.thread.archiveText'),
      confirmLabel: t('messaging.thread.archive'),
    });
    if (!yes) return;
    try {
      const answer = await archiveThread(id);
      void notify({ color: 'green', message: answer.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(id) }),
        refreshInbox(queryClient),
      ]);
    } catch (err) {
      void notifyError(err);
    }
  };

  const send = async (text: string) => {
    if (!thread) return;
    const answer = await sendMessage({
      to: thread.to_user_id,
      message: text,
      listing_id: thread.listing_id ?? 0,
    });
    addSent({
      id: answer.id,
      from_user: me,
      created: answer.created,
      listing_id: thread.listing_id,
      listing_title: listingTitle,
      message: text.trim(),
    });
    void refreshInbox(queryClient);
  };

  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/messages" fz="sm" c="blue.9">
        ← {t('messaging.thread.back')}
      </Anchor>
      {first.isPending ? (
        <Loading py={80} />
      ) : first.isError || !thread ? (
        <Alert color="red" role="alert" mt="md">
          {errorMessage(first.error)}
        </Alert>
      ) : (
        <Stack gap="md" mt="sm">
          <ChatHeader
            thread={thread}
            listingTitle={listingTitle}
            lister={isLister(session?.user)}
            onArchive={() => void archive()}
            onInvite={() => invite()}
          />
          <div className={classes.thread} role="log" aria-label={t('messaging.title')}>
            {messages.length >= THREAD_SEE_MORE_AT && hasOlder && (
              <Button
                variant="default"
                size="xs"
                mx="auto"
                loading={loadingOlder}
                onClick={() => void loadOlder().catch((err: unknown) => void notifyError(err))}
              >
                {t('messaging.thread.seeMore')}
              </Button>
            )}
            {messages.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {t('messaging.thread.empty')}
              </Text>
            )}
            {messages.map((m) => (
              <div
                key={m.id}
                className={`${classes.bubble} ${m.from_user === me ? classes.mine : classes.theirs}`}
                data-testid="message"
              >
                {m.stay_request ? (
                  <StayRequestCard
                    stay={m.stay_request}
                    onInvite={
                      m.from_user !== me && isLister(session?.user)
                        ? () =>
                            invite({
                              start_date: m.stay_request!.check_in,
                              checkout_date: m.stay_request!.check_out,
                            })
                        : undefined
                    }
                  />
                ) : (
                  <Text fz="sm">{m.message}</Text>
                )}
                <div className={classes.time}>{formatDateTime(m.created)}</div>
              </div>
            ))}
            <div ref={endRef} />
          </div>
          {thread.is_archived && (
            <Alert color="gray" variant="light">
              {t('messaging.thread.archivedNote')}
            </Alert>
          )}
          <Composer onSend={send} disabled={thread.is_archived} />
        </Stack>
      )}
    </Container>
  );
}
