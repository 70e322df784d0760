import { expect, test, type Locator, type Page } from '@playwright/test';
import { createLearner } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { composer, say, tutorMessages } from '../support/chat-page.js';
import { ADMIN_PASSWORD } from '../support/constants.js';
import { PHONE, signInOnPhone } from '../support/phone.js';
import { keepScreenshot } from '../support/screenshots.js';
import { knowledgeCheckExit, skipKnowledgeCheck } from '../support/knowledge-check.js';

// Issue 38: on a phone every control is big enough for a thumb, starting the post-assessment early asks first,
// and a learner and an admin get through their journeys with the keyboard alone, always seeing where they are.

const TOUCH_TARGET = 44;

/**
 * Every visible control of the page's main content and header that a thumb would aim at, with its box: buttons,
 * links that stand alone (a link inside a sentence is exempt, as WCAG 2.5.8 allows), and each radio or
 * checkbox row. The rows are measured, not their small circles, because the whole row chooses.
 */
async function touchTargetsTooSmall(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selectors = [
      'button',
      'a[href]',
      '.mantine-Radio-body',
      '.mantine-Checkbox-body',
      '.mantine-SegmentedControl-label',
      '.mantine-Chip-label',
    ];
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selectors.join(',')))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // The skip link is off screen until focused.
      if (box.bottom <= 0 || box.right <= 0) continue;
      if (element.matches('a[href]') && element.closest('p, li[data-inline], td')) continue;
      if (element.closest('footer')) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${element.tagName.toLowerCase()} "${name}": ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, TOUCH_TARGET);
}

/** Presses Tab until `target` (or something inside it) has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element.contains(document.activeElement)).catch(() => false)) {
      await expectFocusRing(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
}

/**
 * The focused control shows where the focus is: an outline or a ring, not nothing. Polled: a text box's border
 * eases to the focus colour, and on a busy machine the first read can land mid-way.
 */
async function expectFocusRing(page: Page) {
  await expect.poll(() => focusRing(page)).toBe('ring');
}

function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    // A text box shows its focus as Mantine does: its border turns the primary colour (and the caret blinks).
    if (element.matches('input:not([type="radio"]):not([type="checkbox"]), textarea')) {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      // A password box draws its border on the wrapper around the text.
      const bordered = element.closest('.mantine-Input-input') ?? element;
      return getComputedStyle(bordered).borderColor === primary
        ? 'ring'
        : `no focus border on ${element.outerHTML.slice(0, 80)}`;
    }
    // A hidden radio or checkbox input shows its focus on the control drawn for it.
    const drawn = element.matches('input[type="radio"], input[type="checkbox"]')
      ? (element.closest('label, .mantine-SegmentedControl-control, .mantine-Chip-root') ?? element)
      : element;
    for (const candidate of [element, drawn, drawn.querySelector('label') ?? drawn]) {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'ring';
      if (style.boxShadow !== 'none') return 'ring';
      const after = getComputedStyle(candidate, '::before');
      if (after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0) return 'ring';
    }
    return `no visible focus on ${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30)}`;
  });
}

/** Answers the question on show with the keyboard: types, or picks the first choice with Space. */
async function answerByKeyboard(page: Page, text: string) {
  const question = page.getByRole('main').locator('fieldset').first();
  const textbox = question.getByRole('textbox');
  const choices = question.getByRole('checkbox').or(question.getByRole('radio'));
  await expect(textbox.or(choices).first()).toBeAttached();
  if (await textbox.count()) {
    await tabTo(page, textbox);
    await page.keyboard.type(text);
  } else {
    await tabTo(page, choices.first());
    await page.keyboard.press('Space');
    await expect(choices.first()).toBeChecked();
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every control on the chat and the post-assessment is a 44 px target, and starting early asks first', async ({
    page,
    request,
  }) => {
    const learner = await createLearner(request, 'thumb-learner');
    await signInOnPhone(page, learner.username, learner.password);
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close navigation menu' }).click();

    await page.goto('/socratica/quiz');
    await page.getByText('15 minutes', { exact: false }).first().click();
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Topic' }).fill('Photosynthesis');
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    for (let question = 1; question <= 5; question++) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      await answerByKeyboard(page, 'How light becomes sugar inside the leaf');
      // Radio rows, the confidence rating's segments, Previous and Next: each a thumb's size.
      expect(await touchTargetsTooSmall(page), `question ${question}`).toEqual([]);
      if (question === 1 || question === 5) await keepScreenshot(page, `touch-quiz-question-${question}-375`);
      await page
        .getByRole('button', { name: question === 5 ? 'Complete Pre-Assessment' : 'Next', exact: true })
        .click();
    }
    await skipKnowledgeCheck(page);
    await page.getByRole('link', { name: 'Start Learning Session' }).click({ timeout: 20_000 });
    await expect(tutorMessages(page).first()).toBeVisible({ timeout: 20_000 });
    for (const name of ['Notes', 'Find videos', 'Pause']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Post-assessment' })).toBeVisible();
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await keepScreenshot(page, 'touch-chat-375', { height: PHONE.height });
    expect(await axeViolations(page)).toEqual([]);

    // One tap with chat time left asks first; keeping on chatting stays in the chat.
    await page.getByRole('link', { name: 'Post-assessment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start the post-assessment?' });
    await expect(confirm).toContainText(
      /You still have \d+ minutes of chat\. Start the timed post-assessment now\?/,
    );
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await keepScreenshot(page, 'touch-confirm-375', { height: PHONE.height });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Keep chatting' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/socratica\/chat/);

    await page.getByRole('link', { name: 'Post-assessment' }).click();
    await confirm.getByRole('button', { name: 'Start post-assessment' }).click();
    await expect(page).toHaveURL(/\/socratica\/post-assessment\/\d+$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await keepScreenshot(page, 'touch-post-assessment-375');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open admin tab is scrolled into the tab strip', async ({ page }) => {
    await signInOnPhone(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/socratica/admin?tab=settings');
    const settings = page.getByRole('tab', { name: 'Settings', selected: true });
    await expect(settings).toBeInViewport();
    expect(await touchTargetsTooSmall(page)).toEqual([]);
    await keepScreenshot(page, 'touch-admin-settings-375', { height: PHONE.height });
  });
});

test('a learner signs in, learns, chats and takes the post-assessment with the keyboard alone', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request, 'keyboard-learner');
  await page.goto('/socratica/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(learner.username);
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type(learner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Welcome, ${learner.username}`)).toBeVisible();

  // The first Tab reaches the skip link, which takes the focus past the navigation to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await keepScreenshot(page, 'keyboard-skip-link', { height: 300 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Learn', exact: true }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  const fifteen = { name: /15 minutes/ };
  await tabTo(page, page.getByRole('checkbox', fifteen).or(page.getByRole('radio', fifteen)));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Topic' }));
  await page.keyboard.type('Photosynthesis');
  await tabTo(page, page.getByRole('button', { name: 'Start Assessment' }));
  await page.keyboard.press('Enter');
  for (let question = 1; question <= 5; question++) {
    await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
    await answerByKeyboard(page, 'How light becomes sugar inside the leaf');
    await tabTo(
      page,
      page.getByRole('button', { name: question === 5 ? 'Complete Pre-Assessment' : 'Next', exact: true }),
    );
    await page.keyboard.press('Enter');
  }
  await tabTo(page, await knowledgeCheckExit(page));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Start Learning Session' }));
  await page.keyboard.press('Enter');

  await expect(tutorMessages(page).first()).toBeVisible({ timeout: 20_000 });
  await tabTo(page, composer(page));
  await say(page, 'Plants use chlorophyll to capture light');
  await expect(composer(page)).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Post-assessment' }), { backwards: true });
  await keepScreenshot(page, 'keyboard-post-assessment-focus', { height: 400 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Start the post-assessment?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep chatting' })).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Start post-assessment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/socratica\/post-assessment\/\d+$/);

  const counter = page.getByRole('main').getByText(/^Question \d+ of \d+$/);
  await expect(counter).toBeVisible({ timeout: 30_000 });
  const total = Number(/of (\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
  for (let question = 1; question <= total; question++) {
    await expect(page.getByText(`Question ${question} of ${total}`)).toBeVisible();
    await answerByKeyboard(page, 'Chlorophyll captures light energy to make glucose and oxygen');
    await tabTo(
      page,
      page.getByRole('button', { name: question === total ? 'Complete' : 'Next', exact: true }),
    );
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Your answers, marked' })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, page.getByRole('button', { name: 'View your report' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/socratica\/report\/\d+$/);
});

test('an admin creates a user on the Users tab with the keyboard alone', async ({ page }) => {
  await page.goto('/socratica/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('admin');
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome, admin')).toBeVisible();

  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }));
  await page.keyboard.press('Enter');
  const dashboard = page.getByRole('tab', { name: 'Dashboard', selected: true });
  await tabTo(page, dashboard);
  // The tabs are one stop: arrows move between them, and the one reached opens.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/tab=users/);
  await expectFocusRing(page);

  const panel = page.getByRole('tabpanel', { name: 'Users' });
  await tabTo(page, panel.getByRole('button', { name: 'Create User' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create User' });
  await expect(form.getByRole('textbox', { name: /Username/ })).toBeFocused();
  await page.keyboard.type('keyboard-made');
  await tabTo(page, form.getByRole('textbox', { name: /Email/ }));
  await page.keyboard.type('keyboard-made@example.com');
  await tabTo(page, form.getByLabel(/^Password/));
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  // Too short: the form says why, and nothing is sent.
  await expect(form.getByText(/at least 4 characters/).last()).toBeVisible();
  await page.keyboard.type('defg');
  await keepScreenshot(page, 'keyboard-create-user');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User keyboard-made created.')).toBeVisible();
  await expect(form).toBeHidden();
});
