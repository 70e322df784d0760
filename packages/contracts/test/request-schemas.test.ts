import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '../src/index.js';
import { MAX_STORED_INTEGER, id, storableText } from '../src/index.js';
import { leafPaths, replaceAt, valueAt } from './json-paths.js';

const TEXT_RULE =
  'The text contains a NUL character or a broken (unpaired) Unicode character. Remove it and send it again.';

/** The oracle, written apart from the schema: encodeURIComponent throws on an unpaired surrogate. */
function isStorable(text: string): boolean {
  if (text.includes('\u0000')) return false;
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Any sequence of UTF-16 code units, NUL and unpaired surrogate halves included. */
const anyCodeUnits = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.constantFrom(0, 0xd800, 0xdbff, 0xdc00, 0xdfff)), {
    maxLength: 40,
  })
  .map((units) => String.fromCharCode(...units));

describe('storableText', () => {
  it('accepts exactly the text that has no NUL and no unpaired surrogate', () => {
    fc.assert(
      fc.property(anyCodeUnits, (text) => {
        const result = storableText().safeParse(text);
        expect(result.success).toBe(isStorable(text));
        if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual([TEXT_RULE]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps every well-formed character, emoji and other scripts included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(storableText().parse(text)).toBe(text);
      }),
    );
  });
});

const CANONICAL_ID = /^[1-9]\d*$/;

/** Numbers and spellings of numbers, the odd ones above all: signs, spaces, hex, exponents, decimals. */
const idCandidates = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.integer(),
  fc.integer({ min: MAX_STORED_INTEGER - 3, max: MAX_STORED_INTEGER + 3 }),
  fc.double(),
  fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String),
  fc
    .tuple(
      fc.constantFrom('', ' ', '+', '-', '0', '0x', '%20', '\u0000'),
      fc.integer({ min: 0, max: 3_000_000_000 }),
      fc.constantFrom('', ' ', '.0', 'e0', '.', 'n', '\n'),
    )
    .map(([before, n, after]) => `${before}${n}${after}`),
  fc.constantFrom(null, true, false, [], {}, [2], { id: 2 }, '', 'NaN', 'Infinity'),
);

describe('id', () => {
  it('accepts a whole number from 1 to 2147483647, as a number or in plain decimal digits, and nothing else', () => {
    fc.assert(
      fc.property(idCandidates, (value) => {
        const expected =
          (typeof value === 'number' &&
            Number.isInteger(value) &&
            value >= 1 &&
            value <= MAX_STORED_INTEGER) ||
          (typeof value === 'string' && CANONICAL_ID.test(value) && Number(value) <= MAX_STORED_INTEGER);
        const result = id().safeParse(value);
        expect(result.success, JSON.stringify(value)).toBe(expected);
        if (result.success) expect(result.data).toBe(Number(value));
        else
          expect(result.error.issues[0]?.message).toMatch(
            /^The id must be a whole number from 1 to 2147483647/,
          );
      }),
      { numRuns: 3_000 },
    );
  });
});

/** A valid example of every request schema: the starting point of the mutations below. */
const REQUESTS: Record<string, [z.ZodType, unknown]> = {
  LoginRequest: [contracts.LoginRequest, { username: 'ada', password: 'secret' }],
  CreateUserRequest: [
    contracts.CreateUserRequest,
    { username: 'ada', email: 'ada@example.com', password: 'pass', role: 'user' },
  ],
  UpdateUserStatusRequest: [contracts.UpdateUserStatusRequest, { status: 'inactive' }],
  ChangePasswordRequest: [contracts.ChangePasswordRequest, { new_password: 'secret' }],
  UsersQuery: [contracts.UsersQuery, { page: '2', limit: '50' }],
  AuditLogsQuery: [contracts.AuditLogsQuery, { page: '1', limit: '100', user_role_filter: 'user' }],
  IdParams: [contracts.IdParams, { id: '2' }],
  VideoIdParams: [contracts.VideoIdParams, { video_id: 'dQw4w9WgXcQ' }],
  StartAssessmentQuery: [contracts.StartAssessmentQuery, { topic: 'Fractions', times: '15,30' }],
  SaveResponseRequest: [
    contracts.SaveResponseRequest,
    { question_number: 2, question_text: 'What?', user_answer: ['a', 'b'], time_spent: 30 },
  ],
  PostAssessmentSubmission: [
    contracts.PostAssessmentSubmission,
    [{ question_id: 'q1', answer: 'Chlorophyll absorbs light', time_spent: 20 }],
  ],
  ChatRequest: [
    contracts.ChatRequest,
    { session_id: 3, messages: [{ role: 'user', content: 'Why is the sky blue?' }] },
  ],
  ChatOpenRequest: [contracts.ChatOpenRequest, { session_id: '3' }],
  SaveNotesRequest: [contracts.SaveNotesRequest, { notes: 'light → sugar' }],
  PauseRequest: [contracts.PauseRequest, { notes: 'later' }],
  ResumeRequest: [contracts.ResumeRequest, { minutes: 10 }],
  VideoSearchRequest: [
    contracts.VideoSearchRequest,
    { query: 'photosynthesis', context: 'leaves', session_id: 3, max_results: 5, exclude_video_ids: ['x'] },
  ],
  UpvoteVideoRequest: [
    contracts.UpvoteVideoRequest,
    {
      video_id: 'dQw4w9WgXcQ',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_title: 'A video',
      channel_name: 'A channel',
      channel_id: 'UC1',
      topic: 'Music',
    },
  ],
  ReportVideoRequest: [
    contracts.ReportVideoRequest,
    {
      video_id: 'dQw4w9WgXcQ',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      comment: 'Off topic',
    },
  ],
  VideoReportsQuery: [contracts.VideoReportsQuery, { status: 'pending', limit: '20' }],
  ReviewReportQuery: [contracts.ReviewReportQuery, { action: 'dismiss' }],
  VideoCategoryInput: [
    contracts.VideoCategoryInput,
    { name: 'Science', description: 'All of it', priority: 3 },
  ],
  TopicRuleInput: [contracts.TopicRuleInput, { category_id: 1, keywords: 'cell, atom', priority: '-2' }],
  CuratedVideoInput: [
    contracts.CuratedVideoInput,
    {
      category_id: '1',
      title: 'Cells',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      channel: 'Bio',
      channel_id: 'UC2',
      description: 'Cells explained',
      duration: 'PT8M21S',
      view_count: 1000,
      quality_score: 7.5,
    },
  ],
  YoutubeSearchQuery: [contracts.YoutubeSearchQuery, { query: 'cells', max_results: '3' }],
  BlockedCategoryInput: [contracts.BlockedCategoryInput, { name: 'Violence', description: 'Gore' }],
  ContentFilterInput: [
    contracts.ContentFilterInput,
    { blocked_category_id: 1, keywords: ['gore', 'blood'], phrases: 'very bad', match_type: 'all' },
  ],
  BlockedVideoInput: [
    contracts.BlockedVideoInput,
    { blocked_category_id: '1', title: 'Bad', url: 'https://youtu.be/dQw4w9WgXcQ', channel: 'C' },
  ],
};

function everyStringStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorable(value);
  if (Array.isArray(value)) return value.every(everyStringStorable);
  if (value && typeof value === 'object') return Object.values(value).every(everyStringStorable);
  return true;
}

/** What a hostile client puts in a field: bad text, odd numbers, wrong types, deep nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  anyCodeUnits,
  anyCodeUnits.map((text) => `a\u0000${text}`),
  anyCodeUnits.map((text) => `${text}\ud800`),
  idCandidates,
  fc.anything({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 2_000 }).map((depth) => {
    let nested: unknown = 'deep';
    for (let n = 0; n < depth; n++) nested = [nested];
    return nested;
  }),
);

describe('every request schema', () => {
  for (const [name, [schema, example]] of Object.entries(REQUESTS)) {
    it(`${name}: accepts its example, and whatever it accepts after any field turns hostile can be stored`, () => {
      expect(schema.safeParse(example).success, name).toBe(true);
      const paths = leafPaths(example);
      fc.assert(
        fc.property(fc.constantFrom(...paths), hostileValue, (path, hostile) => {
          const result = schema.safeParse(replaceAt(example, path, hostile));
          if (result.success) {
            expect(everyStringStorable(result.data)).toBe(true);
          } else {
            for (const issue of result.error.issues) expect(issue.message.length).toBeGreaterThan(5);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('refuses NUL and unpaired surrogates in every text field, naming the field', () => {
    for (const [name, [schema, example]] of Object.entries(REQUESTS)) {
      for (const path of leafPaths(example).filter((p) => typeof valueAt(example, p) === 'string')) {
        for (const poison of ['abc\u0000def', '\ud800', 'x\udfff']) {
          const result = schema.safeParse(replaceAt(example, path, poison));
          const field = path.join('.');
          expect(result.success, `${name}.${field}`).toBe(false);
          const named = result.error?.issues.some((issue) => issue.path.join('.').startsWith(field));
          expect(named, `${name}.${field}`).toBe(true);
        }
      }
    }
  });
});
