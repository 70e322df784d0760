import { PRECHECK_SECONDS, type PreCheck, type PreCheckSubmission } from '@socratica/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { buildPreCheck, PRECHECK_ITEMS } from '../../coach/offline/pre-check.js';
import { loadTagger } from '../../knowledge/language/tagged-text.js';
import { gradeMultipleChoice } from '../../coach/rule-grading.js';
import type { AssessmentSessionRow, StoredPreCheck } from '../../db/schema/index.js';
import type { KnowledgeService } from '../../knowledge/knowledge.service.js';
import type { RetiredItemFilter } from '../learning-analytics/retired-items.js';
import { conflict, unprocessable } from '../../lib/http-errors.js';
import type { AssessmentsRepository } from './assessments.repository.js';
import { answerText, withoutKey } from './question-view.js';

type SubmissionInput = z.output<typeof PreCheckSubmission>;

/** Where the pre-check's passages come from: the topic's sources. */
type PreCheckSources = Pick<KnowledgeService, 'passagesFor'>;

/** Enough passages for three items, with some to spare for sentences that give none. */
const PRECHECK_PASSAGES = 6;
/** The learner's words past this add little to the ranking and much to the query. */
const MAX_QUERY_CHARS = 600;

const UNAVAILABLE_NOTE =
  'No pre-check for this topic: its sources gave no sentence to make a scored item from, so the report cannot measure a gain.';

/**
 * The knowledge pre-check (issue 40), between the baseline and the chat: up to three scored items from
 * the topic's sources, graded by their keys on the server, which the browser never sees. Answered once;
 * skippable; closed once the chat has started, since it would then test what the chat taught.
 */
export class PreCheckService {
  constructor(
    private readonly repository: AssessmentsRepository,
    private readonly owned: (id: number, userId: number) => Promise<AssessmentSessionRow>,
    private readonly sources: PreCheckSources | null,
    /** The items admins retired (issue 40 §4): never served, here as in the post-assessment. */
    private readonly retired: RetiredItemFilter,
  ) {}

  /** The pre-check's items, made once from the sources; a repeat shows the same ones. */
  async offer(id: number, userId: number): Promise<PreCheck> {
    let session = await this.open(id, userId, 'start');
    if (!session.precheck) {
      const focus = session.baselineContext;
      const made = await this.make(
        session.topic,
        session.topicKey,
        [focus?.learning_focus, focus?.success_criteria].join(' '),
      );
      // A concurrent request may have made them first: keep whichever was stored first.
      session =
        (await this.repository.updateIf(id, sql`precheck is null`, { precheck: made })) ??
        (await this.owned(id, userId));
    }
    return view(session);
  }

  async submit(id: number, userId: number, { answers }: SubmissionInput): Promise<PreCheck> {
    const session = await this.open(id, userId, 'answer');
    const precheck = session.precheck;
    if (!precheck) throw conflict('Open the pre-check first: it has no questions yet.');
    if (precheck.outcome !== 'offered') throw settled(precheck);
    const unknown = answers.filter((a) => !precheck.questions.some((q) => q.id === a.question_id));
    if (unknown.length > 0) {
      throw unprocessable(
        `This pre-check has no question ${unknown.map((a) => `"${a.question_id}"`).join(', ')}: its questions are ${precheck.questions.map((q) => q.id).join(', ')}. Nothing was saved.`,
      );
    }
    const grades = precheck.questions.map((question) => {
      const answer = answers.find((a) => a.question_id === question.id);
      const given = answer ? answerText(answer.answer) : '';
      return { question, answer, given, grade: given === '' ? null : gradeMultipleChoice(question, given) };
    });
    const correct = grades.filter((g) => g.grade?.correct).length;
    const score = Math.round((1000 * correct) / precheck.questions.length) / 10;
    // The outcome is claimed first, so two submissions at once cannot both write answers.
    const claimed = await this.repository.updateIf(id, sql`precheck->>'outcome' = 'offered'`, {
      precheck: { ...precheck, outcome: 'answered', score },
    });
    if (!claimed) throw settled((await this.owned(id, userId)).precheck!);
    for (const [index, { question, answer, given, grade }] of grades.entries()) {
      await this.repository.upsertResponse({
        sessionId: id,
        phase: 'precheck',
        questionNumber: index + 1,
        questionId: question.id,
        questionText: question.text,
        userAnswer: given,
        timeSpent: answer?.time_spent ?? 0,
        score: grade?.score ?? 0,
        correct: grade?.correct ?? false,
        // No accepted answer is shown before the chat: the post-assessment asks these statements again.
        feedback: null,
      });
    }
    return view(claimed);
  }

  async skip(id: number, userId: number): Promise<PreCheck> {
    const session = await this.open(id, userId, 'skip');
    if (session.precheck?.outcome === 'answered') throw settled(session.precheck);
    if (session.precheck?.outcome === 'skipped' || session.precheck?.outcome === 'unavailable')
      return view(session);
    const skipped: StoredPreCheck = { outcome: 'skipped', questions: [], parallels: [], score: null };
    const stored = await this.repository.updateIf(
      id,
      sql`(precheck is null or precheck->>'outcome' = 'offered')`,
      { precheck: skipped },
    );
    const now = stored ?? (await this.owned(id, userId));
    if (now.precheck?.outcome === 'answered') throw settled(now.precheck);
    return view(now);
  }

  /** The session, if its pre-check can still be taken: after the baseline, before the chat. */
  private async open(
    id: number,
    userId: number,
    action: 'start' | 'answer' | 'skip',
  ): Promise<AssessmentSessionRow> {
    const session = await this.owned(id, userId);
    if (session.status === 'baseline' || session.baselineScore === null)
      throw conflict('Complete the baseline questions first: the pre-check comes after them.');
    if (
      action === 'skip' ||
      session.precheck?.outcome === 'skipped' ||
      session.precheck?.outcome === 'answered'
    )
      return session;
    const chatStarted =
      session.postQuestions !== null ||
      session.status === 'completed' ||
      (await this.repository.chat(id)).length > 0;
    if (chatStarted) {
      throw conflict(
        `The chat of this session has started, so the pre-check is closed: it measures what you knew before the chat. Nothing was ${action === 'answer' ? 'saved' : 'made'}; the report will say the gain is not measured.`,
      );
    }
    return session;
  }

  /** Items on the passages that best match the topic and what the learner said they came to learn. */
  private async make(topic: string, topicKey: string, wishes: string): Promise<StoredPreCheck> {
    const unavailable: StoredPreCheck = { outcome: 'unavailable', questions: [], parallels: [], score: null };
    if (!this.sources) return unavailable;
    // A failing source is no source: the learner goes on to the chat, and the report says why no gain.
    const passages = await this.sources
      .passagesFor(topic, `${topic} ${wishes}`.slice(0, MAX_QUERY_CHARS).trim(), PRECHECK_PASSAGES)
      .catch(() => []);
    // Candidates beyond the three served stand in for retired ones. A pair goes if either of its items
    // is retired: the pre-check item measures nothing without the parallel the post-assessment asks.
    const candidates = buildPreCheck(passages, topic, await loadTagger(), PRECHECK_PASSAGES);
    const served = new Set(
      await this.retired.withoutRetired(topicKey, [...candidates.questions, ...candidates.parallels]),
    );
    const pairs = candidates.questions
      .map((question, index) => ({ question, parallel: candidates.parallels[index]! }))
      .filter(({ question, parallel }) => served.has(question) && served.has(parallel))
      .slice(0, PRECHECK_ITEMS);
    if (pairs.length === 0) return unavailable;
    return {
      outcome: 'offered',
      // Numbered again, so the ids say nothing of the candidates left out.
      questions: pairs.map(({ question }, index) => ({ ...question, id: `k${index + 1}` })),
      parallels: pairs.map(({ parallel }, index) => ({ ...parallel, id: `parallel${index + 1}` })),
      score: null,
    };
  }
}

function settled(precheck: StoredPreCheck) {
  return conflict(
    precheck.outcome === 'answered'
      ? 'This pre-check is already answered, and its score stands. Go on to the chat.'
      : 'This pre-check was skipped, so it can no longer be answered. Go on to the chat.',
  );
}

function view(session: AssessmentSessionRow): PreCheck {
  const precheck = session.precheck!;
  const answered = precheck.outcome === 'answered';
  return {
    session_id: session.id,
    outcome: precheck.outcome,
    questions: precheck.outcome === 'offered' || answered ? precheck.questions.map(withoutKey) : [],
    time_limit_seconds: PRECHECK_SECONDS,
    note: precheck.outcome === 'unavailable' ? UNAVAILABLE_NOTE : null,
    correct: answered ? Math.round(((precheck.score ?? 0) * precheck.questions.length) / 100) : null,
    score: answered ? precheck.score : null,
  };
}
