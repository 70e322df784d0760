import type {
  ItemStatistics,
  LearningAnalytics,
  LearningAnalyticsQuery,
  OptionChoice,
  RetiredItem,
  RetireItemRequest,
  TopicLearning,
} from '@socratica/contracts';
import type { LearningItemRetirementRow, StoredKeyedQuestion } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/http-errors.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { normalizeTopic } from '../assessments/assessments.service.js';
import { learningGains } from '../assessments/learning-gains.js';
import {
  difficulty,
  itemFlags,
  meanWithInterval,
  MIN_ANSWERS_FOR_FLAGS,
  pointBiserial,
} from './item-statistics.js';
import {
  answerCounts,
  inFilter,
  itemAnswers,
  mostSessionsFirst,
  topicSessions,
  type AnswerCount,
  type ItemAnswers,
  type SessionFilter,
  type TopicSessions,
} from './learning-aggregates.js';
import { itemText, type LearningAnalyticsRepository } from './learning-analytics.repository.js';
import { LearningSessions, type TopicSessionFigures } from './learning-sessions.js';
import { senseOffTopic } from './sense-off-topic.js';

/** The documents admins filed under topics (knowledge.documents): a topic they serve has a source. */
interface TopicDocuments {
  sourcesServing(learnerTopic: string): Promise<number[]>;
}

/** Items a page lists: flagged ones first, then the most answered; the CSV export has them all. */
const LISTED_ITEMS = 200;

/** Filters whose figures are kept at once; an admin moves between a few. */
const CACHED_FILTERS = 20;

/** Topic parts kept at most: 50 topics in 20 filters, with room. */
const KEPT_TOPIC_PARTS = 2_000;

const CHOICE_TYPES = new Set(['multiple_choice', 'multi_select']);

export class LearningAnalyticsService {
  /**
   * The figures of the filters read lately, with the data version they were computed at: computing them
   * from the sessions in memory takes tens of ms at 100,000 answers, reading the kept ones a few
   * (measured by `npm run bench learning`).
   */
  private readonly computed = new Map<string, { version: string; figures: Promise<LearningAnalytics> }>();
  private readonly sessions: LearningSessions;
  /** Per date range, retirements and topic, the topic's part of the figures and the change it is as of. */
  private readonly topicParts = new Map<
    string,
    { changedAt: number; part: { row: TopicSessions; items: ItemStatistics[] } | null }
  >();

  constructor(
    private readonly repository: LearningAnalyticsRepository,
    private readonly audit: AuditService,
    private readonly documents: TopicDocuments,
  ) {
    this.sessions = new LearningSessions(repository);
  }

  /** The tab's page: the figures with at most LISTED_ITEMS items. */
  async page(query: LearningAnalyticsQuery): Promise<LearningAnalytics> {
    const figures = await this.analytics(query);
    return { ...figures, items: figures.items.slice(0, LISTED_ITEMS) };
  }

  async analytics(query: LearningAnalyticsQuery): Promise<LearningAnalytics> {
    const filter = await this.filterOf(query);
    const data = await this.repository.dataVersion();
    const [version, id] = [`${data.seq}:${data.retirements}`, JSON.stringify(filter)];
    const kept = this.computed.get(id);
    this.computed.delete(id);
    if (kept?.version === version) {
      this.computed.set(id, kept);
      return kept.figures;
    }
    const figures = this.sessions
      .asOf(data.seq)
      .then((topics) => this.compute(topics, filter, String(data.retirements)));
    // A failed computation is not kept: the next read tries again.
    figures.catch(() => {
      if (this.computed.get(id)?.figures === figures) this.computed.delete(id);
    });
    this.computed.set(id, { version, figures });
    if (this.computed.size > CACHED_FILTERS) this.computed.delete(this.computed.keys().next().value!);
    return figures;
  }

  private async compute(
    topics: Map<string, TopicSessionFigures>,
    filter: SessionFilter,
    version: string,
  ): Promise<LearningAnalytics> {
    const retirements = await this.repository.retirements(filter.topicKey);
    const days = JSON.stringify({ from: filter.from, to: filter.to });
    const parts = await Promise.all(
      [...topics]
        .filter(([key]) => filter.topicKey === undefined || key === filter.topicKey)
        .map(([key, topic]) => this.topicPart(key, topic, filter, `${days}:${version}`, retirements)),
    );
    const topicRows = parts.flatMap((part) => (part ? [part.row] : [])).sort(mostSessionsFirst);
    const statistics = parts.flatMap((part) => part?.items ?? []);
    const stored = await this.repository.topicsWithStoredSource(topicRows.map((t) => t.topicKey));
    const sourceless = await this.withoutDocument(topicRows.filter((t) => !stored.has(t.topicKey)));
    const sourcelessKeys = new Set(sourceless.map((t) => t.topicKey));
    return {
      topics: topicRows.map((row) => topicLearning(row, !sourcelessKeys.has(row.topicKey))),
      items: statistics.sort(
        (a, b) =>
          Number(b.flags.length > 0) - Number(a.flags.length > 0) ||
          b.answered - a.answered ||
          a.question_text.localeCompare(b.question_text),
      ),
      items_total: statistics.length,
      sourceless_topics: sourceless.map((t) => t.topic),
      retired_patterns: retirements
        .filter((r) => r.kind === 'pattern')
        .map((r) => ({ topic_key: r.topicKey, pattern: r.target })),
      min_answers_for_flags: MIN_ANSWERS_FOR_FLAGS,
    };
  }

  /**
   * One topic's row and item statistics in the date range: kept while no change touched the topic and
   * the retirements stand, so a new answer recomputes its own topic only.
   */
  private async topicPart(
    topicKey: string,
    topic: TopicSessionFigures,
    filter: SessionFilter,
    version: string,
    retirements: LearningItemRetirementRow[],
  ): Promise<{ row: TopicSessions; items: ItemStatistics[] } | null> {
    const id = `${version}\n${topicKey}`;
    const kept = this.topicParts.get(id);
    if (kept?.changedAt === topic.changedAt) return kept.part;
    const chosen = inFilter(topic.sessions, filter);
    const row = topicSessions(chosen)[0];
    let part: { row: TopicSessions; items: ItemStatistics[] } | null = null;
    if (row) {
      const items = itemAnswers(chosen);
      const answersByItem = new Map<string, AnswerCount[]>();
      for (const count of answerCounts(chosen)) {
        const list = answersByItem.get(count.questionText);
        if (list) list.push(count);
        else answersByItem.set(count.questionText, [count]);
      }
      const keyed = await this.sessions.postQuestions([...new Set(items.map((i) => i.sampleSessionId))]);
      part = {
        row,
        items: items.map((item) =>
          itemStatistics(item, keyed, answersByItem.get(item.questionText) ?? [], retirements),
        ),
      };
    }
    if (this.topicParts.size >= KEPT_TOPIC_PARTS) this.topicParts.clear();
    this.topicParts.set(id, { changedAt: topic.changedAt, part });
    return part;
  }

  /** Retires an item or a pattern of a topic, recorded in the audit log; retiring it again changes nothing. */
  async retire(request: RetireItemRequest, by: AuditActor, ip: string): Promise<RetiredItem> {
    const topicKey = normalizeTopic(request.topic_key);
    if (!(await this.repository.topicExists(topicKey))) {
      throw notFound(`No session was ever on the topic “${request.topic_key}”: nothing of it to retire.`);
    }
    const target = request.kind === 'item' ? itemText(request.question_text) : request.pattern;
    const created = await this.repository.retire({ kind: request.kind, topicKey, target, retiredBy: by.id });
    if (!created) {
      const existing = await this.repository.existingRetirement(request.kind, topicKey, target);
      if (existing) return retiredItem(existing);
      throw new Error('a retirement was neither stored nor found');
    }
    await this.audit.record({
      actionType: 'learning_item_retired',
      actor: by,
      ip,
      action:
        request.kind === 'item'
          ? `Retired the item “${target}” on the topic “${topicKey}”`
          : `Retired every item of the pattern “${target}” on the topic “${topicKey}”`,
      details: { kind: request.kind, topic_key: topicKey, target, retirement_id: created.id },
    });
    return retiredItem(created);
  }

  /** The query as the repository reads it; a topic no session was ever on is refused, not answered empty. */
  private async filterOf(query: LearningAnalyticsQuery): Promise<SessionFilter> {
    const filter: SessionFilter = {
      ...(query.from === undefined ? {} : { from: query.from }),
      ...(query.to === undefined ? {} : { to: query.to }),
    };
    if (query.topic === undefined) return filter;
    const topicKey = normalizeTopic(query.topic);
    if (!(await this.repository.topicExists(topicKey))) {
      throw unprocessable(
        `No session was ever on the topic “${query.topic}”: choose one of the topics the tab lists, or leave the topic out.`,
      );
    }
    return { ...filter, topicKey };
  }

  /** Of the topics with no article or document stored, those no uploaded document serves either. */
  private async withoutDocument(topics: { topicKey: string; topic: string }[]) {
    const served = await Promise.all(topics.map((t) => this.documents.sourcesServing(t.topic)));
    return topics.filter((_, i) => served[i]!.length === 0);
  }
}

function topicLearning(row: TopicSessions, hasSource: boolean): TopicLearning {
  // Hake's g on the parallel items; a pre-check of 100 leaves no room to gain, so it has none.
  const gains = row.pairedPres.flatMap((pre, i) => {
    const gain = learningGains(pre, row.pairedPosts[i]!, null, null).normalized_gain;
    return gain === null ? [] : [gain];
  });
  return {
    topic: row.topic,
    topic_key: row.topicKey,
    sessions: row.sessions,
    pre: meanWithInterval(row.precheckPres),
    post: meanWithInterval(row.posts),
    gain: meanWithInterval(gains, 3),
    precheck_share: row.sessions === 0 ? 0 : row.prechecks / row.sessions,
    replaced_replies: row.replacedReplies,
    has_source: hasSource,
  };
}

function itemStatistics(
  item: ItemAnswers,
  keyed: Map<number, StoredKeyedQuestion[]>,
  answers: AnswerCount[],
  retirements: LearningItemRetirementRow[],
): ItemStatistics {
  const question = keyed.get(item.sampleSessionId)?.find((q) => q.id === item.sampleQuestionId);
  const pattern = question?.key.pattern ?? null;
  const figures = {
    answered: item.correct.length,
    difficulty: difficulty(item.correct),
    discrimination: pointBiserial(item.correct, item.rest),
    senseOffTopic: question ? senseOffTopic(item.topicKey, question.key) : false,
  };
  const round = (value: number | null) => (value === null ? null : Number(value.toFixed(3)));
  return {
    topic: item.topic,
    topic_key: item.topicKey,
    question_text: item.questionText,
    pattern,
    answered: figures.answered,
    difficulty: round(figures.difficulty),
    discrimination: round(figures.discrimination),
    options: question && CHOICE_TYPES.has(question.type) ? optionChoices(question, answers) : [],
    flags: itemFlags(figures),
    retired: retirements.some(
      (r) =>
        r.topicKey === item.topicKey &&
        ((r.kind === 'item' && r.target === item.questionText) ||
          (r.kind === 'pattern' && r.target === pattern)),
    ),
  };
}

/**
 * How often each option was chosen. A multi-select answer is stored as its options joined by ", "
 * (assessments.service's answerText), so an option counts when it is the answer or one of its parts.
 */
function optionChoices(question: StoredKeyedQuestion, answers: AnswerCount[]): OptionChoice[] {
  return question.options.map((option) => ({
    option,
    chosen: answers
      .filter((a) => a.answer === option || a.answer.split(', ').includes(option))
      .reduce((sum, a) => sum + a.count, 0),
  }));
}

function retiredItem(row: LearningItemRetirementRow): RetiredItem {
  return {
    id: row.id,
    kind: row.kind,
    topic_key: row.topicKey,
    target: row.target,
    retired_at: row.createdAt.toISOString(),
  };
}
