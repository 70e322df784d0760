import { expect, it } from 'vitest';
import { ReplyDraft } from './reply-draft.js';

it('saves the reply once it is a second old, then at most once a second, in order, and settles after the last save', async () => {
  let clock = 10_000;
  const saved: string[] = [];
  let finishSave: () => void = () => undefined;
  const draft = new ReplyDraft(
    (text) =>
      new Promise<void>((done) => {
        saved.push(text);
        finishSave = done;
      }),
    () => clock,
  );
  draft.update('first words');
  clock += 999;
  draft.update('first words, more');
  await Promise.resolve();
  expect(saved).toEqual([]);
  clock += 1;
  draft.update('A');
  clock += 400;
  draft.update('AB');
  clock += 700;
  draft.update('ABC');
  await Promise.resolve();
  expect(saved).toEqual(['A']);
  finishSave();
  let settled = false;
  void draft.settled().then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(saved).toEqual(['A', 'ABC']);
  expect(settled).toBe(false);
  finishSave();
  await draft.settled();
  expect(settled).toBe(true);
});

it('swallows a failed save: the draft is crash protection, never a reason to fail the reply', async () => {
  let clock = 0;
  const draft = new ReplyDraft(
    () => Promise.reject(new Error('database gone')),
    () => clock,
  );
  clock += 1_000;
  draft.update('text');
  await expect(draft.settled()).resolves.toBeUndefined();
});
