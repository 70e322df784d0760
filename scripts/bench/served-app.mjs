// The app as an installation serves it, measured in Debian's chromium: the login page's weight, the
// server's memory at rest, and typing in a chat of 500 messages.
/* global document, requestAnimationFrame -- the functions given to page.evaluate run in the browser */
import { gzipSync } from 'node:zlib';
import { api, completeBaseline, signInAsAdmin } from './api-client.mjs';
import { launchChromium, residentMegabytes, startBuiltServer } from './processes.mjs';
import { percentile, report } from './report.mjs';

async function loginPageWeight(browser, base) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(`${base}/socratica/login`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  await page.close();
  const gzipped = files.reduce((sum, f) => sum + gzipSync(f.body).length, 0) / 1024;
  report(
    'login page JavaScript',
    `${gzipped.toFixed(1)} KB gzipped in ${files.length} files`,
    '< 200 KB',
    gzipped < 200,
  );
}

/** A signed-in request or two, then rest: the figure is the server idling after real use. */
async function memoryAtRest(server, base, auth) {
  await api(base, 'GET', 'admin/dashboard', auth);
  await new Promise((r) => setTimeout(r, 5000));
  const rss = residentMegabytes(server.pid);
  report('server memory at rest (RSS)', `${rss.toFixed(1)} MB`, '< 200 MB', rss < 200);
}

const CHAT_MESSAGES = 500;

/**
 * A chat of 500 messages (250 turns with the offline tutor), opened in chromium; then the learner
 * types. A key's latency runs from the browser's keydown to the frame that shows it: a task queued
 * from the next animation frame runs once that frame has been produced.
 */
async function typingInALongChat(browser, base, auth) {
  const started = await api(base, 'POST', 'assessments/start?topic=Photosynthesis&times=60', auth);
  await completeBaseline(base, auth, started);
  const sessionId = started.session_id;
  await api(base, 'POST', 'chat/open', auth, { session_id: sessionId });
  const { messages: opening } = await api(base, 'GET', `assessments/${sessionId}/chat`, auth);
  for (let turn = 0; opening.length + 2 * turn < CHAT_MESSAGES; turn++) {
    await api(base, 'POST', 'chat', auth, {
      session_id: sessionId,
      messages: [{ role: 'user', content: `Plants turn light into sugar in the chloroplast, turn ${turn}` }],
    });
  }
  const { messages } = await api(base, 'GET', `assessments/${sessionId}/chat`, auth);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/socratica/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('bench-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome, admin').waitFor();
  await page.goto(`${base}/socratica/chat?session=${sessionId}`);
  const composer = page.getByRole('textbox', { name: 'Your message' });
  await composer.waitFor();
  const shown = await page.locator('[role="log"] > [data-role]').count();
  await page.evaluate(() => {
    globalThis.keyLatencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        requestAnimationFrame(() =>
          setTimeout(() => globalThis.keyLatencies.push(performance.now() - event.timeStamp)),
        );
      },
      true,
    );
  });
  await composer.click();
  await composer.pressSequentially('Is the sugar stored in the roots, or used at once by the leaf?', {
    delay: 40,
  });
  await page.waitForTimeout(200);
  const latencies = await page.evaluate(() => globalThis.keyLatencies);
  await page.close();
  const worst = Math.max(...latencies);
  report(
    `typing in a chat of ${messages.length} messages (${shown} shown)`,
    `slowest key ${worst.toFixed(1)} ms, p50 ${percentile(latencies, 50).toFixed(1)} ms over ${latencies.length} keys`,
    '< 50 ms',
    worst < 50,
  );
}

export async function servedApp() {
  const { base, server } = await startBuiltServer({ SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '100000' });
  const browser = await launchChromium();
  try {
    await loginPageWeight(browser, base);
    const auth = await signInAsAdmin(base);
    await memoryAtRest(server, base, auth);
    await typingInALongChat(browser, base, auth);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
