import { expect, it } from 'vitest';
import { ReplyDraftBatch, type PendingDraft } from './reply-draft-batch.js';

const draft = (sessionId: number, text: string): PendingDraft => ({ sessionId, owner: 'host-a:8080', text });

it('writes the drafts that arrive together in one batch, a session’s later draft in place of its earlier one', async () => {
  const batches: PendingDraft[][] = [];
  const batch = new ReplyDraftBatch(async (drafts) => {
    batches.push(drafts);
  }, 20);
  const saves = [batch.save(draft(1, 'A')), batch.save(draft(2, 'B')), batch.save(draft(1, 'AB'))];
  await Promise.all(saves);
  expect(batches).toEqual([[draft(1, 'AB'), draft(2, 'B')]]);
  await batch.save(draft(2, 'BC'));
  expect(batches).toEqual([[draft(1, 'AB'), draft(2, 'B')], [draft(2, 'BC')]]);
});

it('drops a withdrawn draft at once, and a failed write fails the saves it carried', async () => {
  const batches: PendingDraft[][] = [];
  let fail = false;
  const batch = new ReplyDraftBatch(async (drafts) => {
    batches.push(drafts);
    if (fail) throw new Error('database gone');
  }, 20);
  const withdrawn = batch.save(draft(1, 'A'));
  const kept = batch.save(draft(2, 'B'));
  batch.withdraw(1);
  await withdrawn;
  expect(batches).toEqual([]);
  await kept;
  expect(batches).toEqual([[draft(2, 'B')]]);

  fail = true;
  await expect(batch.save(draft(3, 'C'))).rejects.toThrow('database gone');
});
