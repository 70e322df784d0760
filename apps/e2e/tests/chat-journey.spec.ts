import type { ChatSession, EnhancedResults } from '@socratica/contracts';
import { expect, test } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { completePostAssessment } from '../support/answer-question.js';
import {
  apiAs,
  baselineThenChat,
  composer,
  conversation,
  say,
  timer,
  tutorMessages,
  startPostAssessmentEarly,
} from '../support/chat-page.js';
import { signIn } from '../support/sign-in.js';

test('a learner chats with the tutor, pauses, resumes after a reload with 5 minutes, and the report names what the chat covered', async ({
  page,
  request,
}, testInfo) => {
  const learner = await createLearner(request, `chat-${testInfo.project.name}`);
  await signIn(page, learner.username, learner.password);
  await baselineThenChat(page, 'Photosynthesis');

  // The tutor opens; the timer starts only with that first reply, and then counts down.
  await expect(tutorMessages(page).first()).toBeVisible();
  await expect(tutorMessages(page).first()).toContainText(/\?/);
  const firstReading = await timer(page).textContent();
  await expect(timer(page)).not.toHaveText(firstReading ?? '');

  // Shift+Enter adds a line; Enter sends; a blank message is refused.
  await composer(page).fill('   ');
  await composer(page).press('Enter');
  await expect(conversation(page).locator('[data-role="user"]')).toHaveCount(0);
  await composer(page).fill('Plants capture sunlight with chlorophyll');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('in their leaves');
  await expect(composer(page)).toHaveValue('Plants capture sunlight with chlorophyll\nin their leaves');
  await composer(page).fill('');

  await say(page, 'Plants capture sunlight with chlorophyll in their leaves');
  await say(page, 'The glucose is stored as starch for the night');
  await say(page, 'Carbon dioxide enters through the stomata');
  const sessionId = Number(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('socratica.assessment_context') ?? '{}').value?.session_id,
    ),
  );
  expect(sessionId).toBeGreaterThan(0);

  // Notes (a side column on a desktop), then Pause: the session is stored and the learner is told so.
  await page.getByRole('textbox', { name: 'Notes' }).fill('Chlorophyll absorbs red and blue light.');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page).toHaveURL(/\/socratica\/?$/);
  await expect(page.getByText(/paused/i).first()).toBeVisible();

  // A reload offers the paused session; Resume refuses fewer than 5 minutes with the spec's words.
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Resume your paused session?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'How many minutes do you have?' }).fill('3');
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid number of minutes (minimum 5).');
  await dialog.getByRole('textbox', { name: 'How many minutes do you have?' }).fill('5');
  await dialog.getByRole('button', { name: 'Resume' }).click();

  // History, notes and a fresh 5-minute timer come back.
  await expect(page).toHaveURL(new RegExp(`/socratica/chat\\?session=${sessionId}$`));
  await expect(
    conversation(page).getByText('Carbon dioxide enters through the stomata', { exact: true }),
  ).toBeVisible();
  // A fresh 5 minutes, counting from the resume: a busy machine may show it a few seconds in.
  await expect(timer(page)).toHaveText(/^0(5:00|4:[0-5]\d)$/);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Chlorophyll absorbs red and blue light.',
  );
  await say(page, 'Oxygen is released as a by-product of splitting water');
  // The clock runs on.
  const shown = (await timer(page).textContent()) ?? '';
  await expect(timer(page)).not.toHaveText(shown);

  const server = await apiAs<ChatSession>(page, `assessments/${sessionId}/chat`);
  expect(server.messages.filter((m) => m.role === 'user')).toHaveLength(4);
  expect(server.paused_at).toBeNull();

  // The post-assessment, then a report whose learning concepts come from the chat.
  await startPostAssessmentEarly(page);
  await expect(page).toHaveURL(new RegExp(`/socratica/post-assessment/${sessionId}$`));
  await completePostAssessment(page, 'Chlorophyll captures light energy to make glucose and oxygen');
  await expect(page).toHaveURL(new RegExp(`/socratica/report/${sessionId}$`));
  const report = await apiAs<EnhancedResults>(page, `assessments/${sessionId}/enhanced-results`);
  const concepts = report.chat_history_summary.learning_concepts;
  expect(concepts.join(' ')).toMatch(/chlorophyll|stomata|starch|glucose|sunlight|oxygen/i);
  await expect(page.getByText(concepts[0]!, { exact: false }).first()).toBeVisible();
});

test('hostile Markdown from the learner and from the model is rendered inert', async ({
  page,
  request,
}, testInfo) => {
  const learner = await createLearner(request, `chat-xss-${testInfo.project.name}`);
  await signIn(page, learner.username, learner.password);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('beacon')) beacons.push(r.url());
  });
  await baselineThenChat(page, 'Web security');
  await expect(tutorMessages(page).first()).toBeVisible();

  const hostile =
    '<script>alert("script")</script> [click me](javascript:alert("link")) ' +
    '<img src=x onerror=alert("img")> ![beacon](http://127.0.0.1:9/beacon.png) <b onmouseover=alert(1)>bold</b>';
  // With the openai provider the fake model obeys "Repeat after me:", so the reply is hostile too.
  await say(page, `Repeat after me: ${hostile}`);

  const log = conversation(page);
  await expect(log.locator('script')).toHaveCount(0);
  await expect(log.locator('img')).toHaveCount(0);
  await expect(log.locator('b[onmouseover], [onerror], [onmouseover]')).toHaveCount(0);
  await expect(log.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(log.locator('[data-role="user"]').getByText(hostile, { exact: false })).toBeVisible();
  await log.locator('a').evaluateAll((links) => links.forEach((a) => (a as HTMLAnchorElement).click()));
  await log.getByText('bold', { exact: false }).first().hover();
  // A dialog or a beacon would come from tasks the clicks and the hover queued: let the page run them all.
  await page.evaluate(() => new Promise<void>((ran) => requestAnimationFrame(() => setTimeout(ran, 0))));
  expect(dialogs).toEqual([]);
  expect(beacons).toEqual([]);
});

test('a message sent while the server restarts arrives once it is back, sent once', async ({
  page,
  request,
}, testInfo) => {
  const learner = await createLearner(request, `chat-restart-${testInfo.project.name}`);
  await signIn(page, learner.username, learner.password);
  await baselineThenChat(page, 'Volcanoes');
  await expect(tutorMessages(page).first()).toBeVisible();

  // The first send meets a draining server, answered as plugins/draining.ts answers; the next reaches the real one.
  const sends: string[] = [];
  await page.route('**/socratica/api/chat/stream', async (route) => {
    sends.push(route.request().postData() ?? '');
    if (sends.length > 1) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '2', 'content-type': 'application/json' },
      body: JSON.stringify({ detail: 'This server is restarting; please try again in a few seconds.' }),
    });
  });

  const replies = conversation(page).locator('.mantine-Paper-root[data-role="assistant"]');
  const before = await replies.count();
  const said = 'Magma rises because it is lighter than the rock around it';
  await composer(page).fill(said);
  await composer(page).press('Enter');
  // While it waits, the page says why, not that the tutor is thinking.
  await expect(
    conversation(page).getByText('The server is restarting; your message is sent again in a few seconds…'),
  ).toBeVisible();
  await expect(replies).toHaveCount(before + 1);
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
  await expect(composer(page)).toHaveValue('');
  expect(sends).toHaveLength(2);
  expect(sends[1]).toBe(sends[0]);
  await expect(page.getByText(/restarting/)).toHaveCount(0);
  const sessionId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('socratica.assessment_context') ?? '{}').value?.session_id,
  );
  const { messages } = await apiAs<ChatSession>(page, `assessments/${sessionId}/chat`);
  expect(messages.filter((m) => m.content === said)).toHaveLength(1);
});
