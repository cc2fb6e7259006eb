// Messaging on the web (docs/product/specification/3-money-and-messaging.md §2.5, §4 "Realtime", §5 "Message send", §8; docs/product/specification/2-listings-and-tenants.md §2.8 Send a message): a seeker
// writes to a lister from the listing page; the lister, already on /messages in another browser, sees the badge
// and the thread arrive without reloading, opens it and answers; the seeker sees the answer arrive. Archiving
// moves a thread to the Archived tab with its send button disabled. The lister and crashpad come from the API.
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { apiSignUp, signIn } from './accounts-helpers';
import { apiToken, auth, listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, isPhone, test } from './fixtures';

/** The unread badge: beside My messages in the header's navigation, on the envelope on phones. */
const unreadBadge = (page: Page) => page.getByTestId(isPhone(page) ? 'unread-badge-phone' : 'unread-badge');

test(
  'a seeker writes from a listing; the lister sees it live, answers, and the seeker sees the answer live',
  { tag: '@phone' },
  async ({ page, browser, request, consoleErrors }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'msg-lister');
    const seeker = await apiSignUp(request, 'msg-seeker');

    // The lister waits on /messages in a browser of their own.
    const listerContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: isPhone(page),
      hasTouch: isPhone(page),
      baseURL: test.info().project.use.baseURL,
    });
    const listerPage = await listerContext.newPage();
    listerPage.on('pageerror', (err) => consoleErrors.push(`lister page error: ${err.message}`));
    listerPage.on('console', (m) => {
      if (m.type() === 'error' && !/Failed to load resource: .* status of 4\d\d/.test(m.text()))
        consoleErrors.push(`lister console: ${m.text()}`);
    });
    await signIn(listerPage, lister.email, FIXTURE_PASSWORD);
    await listerPage.goto('/messages');
    await expect(listerPage.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
    await expect(listerPage.getByRole('tab', { name: 'My messages', selected: true })).toBeVisible();
    await expect(listerPage.getByText('No conversations yet.')).toBeVisible();
    // The plan terms that apply to a lister (docs/product/specification/3-money-and-messaging.md §1).
    await expect(
      listerPage.getByText('Lister plans renew automatically one year after sign-up.'),
    ).toBeVisible();
    await expect(unreadBadge(listerPage)).toHaveCount(0);

    // The seeker: the listing's Send a message, the new conversation, an empty message refused.
    await signIn(page, seeker.email, seeker.password);
    await page.goto(`/listing/${lister.listingId}`);
    await page.getByRole('link', { name: 'Send a message' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/user/\\d+/listing/${lister.listingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'New conversation' })).toBeVisible();
    await expect(page.getByRole('link', { name: lister.title })).toBeVisible();
    // Send waits for a text (docs/decisions/046-flows-and-looks.md).
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectAccessible(page);
    const question = `Hi! Is a bed free from the 1st? (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Your message' }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByText('message successfully sent')).toBeVisible();
    await expect(page.getByTestId('message').filter({ hasText: question })).toHaveCount(1);
    const threadUrl = page.url();

    // The lister, without reloading: the badge and the thread card.
    await expect(unreadBadge(listerPage)).toHaveText('1');
    const card = listerPage.getByTestId('thread-card').filter({ hasText: question });
    await expect(card).toBeVisible();
    await expect(card.getByText('Unread')).toBeVisible();
    await expect(card).toContainText(lister.title);
    // The whole card is one link to the thread, with no link inside (docs/decisions/046-flows-and-looks.md).
    await expect(card).toHaveAttribute('href', new URL(threadUrl).pathname);
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(listerPage.getByTestId('inbox-counts')).toHaveText('Showing 1 of 1');
    await expectAccessible(listerPage);

    // Opening it (a click on the name) reads it; the profile link is on the thread; the lister answers.
    await card.getByText('CaseyN').click();
    await expect(listerPage).toHaveURL(threadUrl);
    await expect(listerPage.getByRole('link', { name: 'CaseyN' })).toHaveAttribute('href', /^\/user\/\d+$/);
    await expect(listerPage.getByRole('link', { name: lister.title }).first()).toHaveAttribute(
      'href',
      `/listing/${lister.listingId}`,
    );
    await expect(listerPage.getByTestId('message').filter({ hasText: question })).toBeVisible();
    await expect(listerPage.getByRole('button', { name: 'Invite to join crashpad' })).toBeVisible();
    await expect(unreadBadge(listerPage)).toHaveCount(0);
    await expectAccessible(listerPage);
    const answer = `Yes, the lower bunk is free. (${Date.now()})`;
    await listerPage.getByRole('textbox', { name: 'Your message' }).fill(answer);
    await listerPage.getByRole('button', { name: 'Send' }).click();
    await expect(listerPage.getByTestId('message').filter({ hasText: answer })).toHaveCount(1);

    // The seeker, still on the thread, sees the answer arrive once, and the thread stays read.
    await expect(page.getByTestId('message').filter({ hasText: answer })).toHaveCount(1);
    await expect(page.getByTestId('message')).toHaveCount(2);
    await expect(page.getByTestId('message').last()).toContainText(answer);
    await expect(page.getByTestId('message').filter({ hasText: question })).toHaveCount(1);
    await expect(unreadBadge(page)).toHaveCount(0);

    // The lister's invite button opens the invite modal with the member prefilled, but for their legal name, which
    // the lister asks for and types: a message gives the display name only (docs/product/accounts.md#names).
    await listerPage.getByRole('button', { name: 'Invite to join crashpad' }).click();
    const invite = listerPage.getByRole('dialog', { name: /Invite/ });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(invite.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    await expect(invite).not.toContainText('Nguyen');
    // The member wrote to the lister about this crashpad: the invitation is addressed to them already.
    await expect(invite.getByRole('textbox', { name: /E-?mail/i })).toHaveValue(seeker.email);
    await listerContext.close();
  },
);

test(
  'a member archives a thread: it moves to Archived messages, shown archived with sending disabled',
  { tag: '@phone' },
  async ({ page, request, consoleErrors: _ }) => {
    const lister = await listerWithCrashpad(request, 'msg-archive');
    const seeker = await apiSignUp(request, 'msg-archiver');
    const token = await apiToken(request, seeker.email, seeker.password);
    const body = `Do you take pilots on reserve? (${Date.now()})`;
    const listing = (await (await request.get(`/api/listing/${lister.listingId}`)).json()) as {
      user_id: number;
    };
    const sent = await request.post('/api/messages', {
      headers: auth(token),
      data: { to: listing.user_id, message: body, listing_id: lister.listingId },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const { thread_id } = (await sent.json()) as { thread_id: number };

    await signIn(page, seeker.email, seeker.password);
    // Send a message again: the conversation that exists opens.
    await page.goto(`/listing/${lister.listingId}`);
    await page.getByRole('link', { name: 'Send a message' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${thread_id}$`));
    await expect(page.getByTestId('message').filter({ hasText: body })).toBeVisible();

    await page.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive this conversation?' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('message archived')).toBeVisible();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page.getByText('No conversations yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Archived messages' }).click();
    const card = page.getByTestId('thread-card').filter({ hasText: body });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('inbox-counts')).toHaveText('Showing 1 of 1');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/chat/${thread_id}$`));
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

    // A thread that is not the member's: the server's message in an alert (docs/product/specification/3-money-and-messaging.md §8).
    await page.goto(`/chat/${thread_id + 100000}`);
    await expect(page.getByRole('alert')).toHaveText('This conversation was not found.');
  },
);

test(
  'the inbox search finds a thread by a word of its messages; writing to a member who is not the lister is refused',
  { tag: '@phone' },
  async ({ page, request, consoleErrors: _ }) => {
    const lister = await listerWithCrashpad(request, 'msg-search');
    const seeker = await apiSignUp(request, 'msg-searcher');
    const token = await apiToken(request, seeker.email, seeker.password);
    const listing = (await (await request.get(`/api/listing/${lister.listingId}`)).json()) as {
      user_id: number;
    };
    const word = `parking${Date.now()}`;
    const sent = await request.post('/api/messages', {
      headers: auth(token),
      data: { to: listing.user_id, message: `Is there ${word} for a car?`, listing_id: lister.listingId },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await signIn(page, seeker.email, seeker.password);
    await page.goto('/messages');
    await expect(page.getByTestId('thread-card')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search by name or keyword' }).fill('no such words here');
    await expect(page.getByText('No conversation matches your search.')).toBeVisible();
    await expect(page.getByTestId('inbox-counts')).toHaveText('Showing 0 of 1');
    await page.getByRole('searchbox', { name: 'Search by name or keyword' }).fill(word);
    await expect(page.getByTestId('thread-card')).toHaveCount(1);
    await expect(page.getByTestId('inbox-counts')).toHaveText('Showing 1 of 1');
    // Writing to a member who is not the crashpad's lister is refused with the server's message
    // (docs/decisions/029-messaging.md "Who may write to whom"), and nothing is sent.
    const other = await apiSignUp(request, 'msg-other');
    const login = await request.post('/api/login', {
      data: { email: other.email, password: other.password },
    });
    const { user } = (await login.json()) as { user: { id: number } };
    await page.goto(`/chat/user/${user.id}/listing/${lister.listingId}`);
    await page.getByRole('textbox', { name: 'Your message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('You cannot send a message to this member.');
    await expect(page).toHaveURL(new RegExp(`/chat/user/${user.id}/listing/${lister.listingId}$`));
  },
);
