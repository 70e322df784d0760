import { zodSchema } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coachJsonTasks } from '../../../test/fixtures/coach-json-tasks.js';
import { toGrammarSchema } from './grammar-schema.js';

/** The keywords node-llama-cpp's JSON grammar reads (dist/utils/gbnfJson/types.d.ts). */
const GRAMMAR_KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'oneOf',
  'properties',
  'additionalProperties',
  'minProperties',
  'maxProperties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'format',
  'description',
  '$ref',
  '$defs',
]);

/** Every keyword used anywhere in a converted schema (property names excluded). */
function keywordsIn(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywordsIn(item, found));
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' || key === '$defs') {
        found.add(key);
        Object.values(value as object).forEach((item) => keywordsIn(item, found));
      } else {
        found.add(key);
        if (key !== 'enum' && key !== 'const') keywordsIn(value, found);
      }
    }
  }
  return found;
}

/** What the AI SDK sends for an `Output.object({ schema })`. */
const sent = async (schema: z.ZodType) => await zodSchema(schema).jsonSchema;

describe('toGrammarSchema on the coach’s own task schemas', () => {
  const tasks = coachJsonTasks();

  it('covers every JSON task of the coach', () => {
    expect(tasks.map((t) => t.task)).toEqual([
      'baseline',
      'baseline_score',
      'post_assessment',
      'grade_answer',
      'learning_summary',
      'podcast_outline',
      'podcast_segment',
    ]);
  });

  it.each(tasks.map((task) => [task.task, task] as const))(
    '%s: keeps the shape and uses only what the grammar reads',
    async (_, task) => {
      const converted = toGrammarSchema(await sent(task.schema));
      for (const keyword of keywordsIn(converted)) expect(GRAMMAR_KEYWORDS).toContain(keyword);
      expect(converted).toMatchObject({ type: 'object', additionalProperties: false });
      const shape = (task.schema as z.ZodObject).shape;
      expect(Object.keys((converted as { properties: object }).properties)).toEqual(Object.keys(shape));
    },
  );

  it('keeps enums and drops the integer range zod writes', async () => {
    const postAssessment = tasks.find((t) => t.task === 'post_assessment')!;
    const question = (
      toGrammarSchema(await sent(postAssessment.schema)) as unknown as {
        properties: { questions: { items: { properties: Record<string, unknown> } } };
      }
    ).properties.questions.items.properties;
    expect(question.type).toEqual({ enum: ['multiple_choice', 'multi_select', 'short_answer'] });
    expect(question.bloom_level).toMatchObject({ enum: expect.arrayContaining(['remember', 'create']) });
    expect(question.source).toMatchObject({ type: 'integer' });
    expect(question.source).not.toHaveProperty('minimum');
    expect(question.options).toMatchObject({ type: 'array', items: { type: 'string' } });
  });
});

describe('toGrammarSchema', () => {
  it('turns a nullable or optional value into its non-null branch', async () => {
    const schema = await sent(
      z.object({
        note: z.string().nullable(),
        label: z.string().optional(),
        score: z.number().nullish(),
        level: z.enum(['low', 'high']).nullable(),
        listed: z.union([z.string(), z.null()]),
      }),
    );
    expect(toGrammarSchema(schema)).toMatchObject({
      properties: {
        note: { type: 'string' },
        label: { type: 'string' },
        score: { type: 'number' },
        level: { enum: ['low', 'high'] },
        listed: { type: 'string' },
      },
    });
    expect(toGrammarSchema({ type: ['integer', 'null'] })).toEqual({ type: 'integer' });
    expect(toGrammarSchema({ enum: ['a', null] })).toEqual({ enum: ['a'] });
    expect(toGrammarSchema({ type: 'null' })).toEqual({ type: 'null' });
  });

  it('writes other unions as oneOf', async () => {
    const schema = await sent(z.object({ value: z.union([z.string(), z.number()]) }));
    expect(toGrammarSchema(schema)).toMatchObject({
      properties: { value: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
    });
    expect(toGrammarSchema({ type: ['string', 'boolean'] })).toEqual({
      oneOf: [{ type: 'string' }, { type: 'boolean' }],
    });
  });

  it('keeps lengths, counts, const, the date formats and additionalProperties; drops the rest', async () => {
    const schema = await sent(
      z.object({
        code: z
          .string()
          .min(2)
          .max(8)
          .regex(/^[A-Z]+$/),
        tags: z.array(z.string()).min(1).max(3),
        kind: z.literal('quiz'),
        when: z.iso.datetime(),
        mail: z.email(),
        share: z.number().min(0).max(1),
        extra: z.record(z.string(), z.number()),
      }),
    );
    expect(toGrammarSchema(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        code: { type: 'string', minLength: 2, maxLength: 8 },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
        kind: { const: 'quiz' },
        when: { type: 'string', format: 'date-time' },
        mail: { type: 'string' },
        share: { type: 'number' },
        extra: { type: 'object', properties: {}, additionalProperties: { type: 'number' } },
      },
    });
  });

  it('leaves very large bounds to the validation afterwards', () => {
    expect(toGrammarSchema({ type: 'string', maxLength: 50_000 })).toEqual({ type: 'string' });
    expect(toGrammarSchema({ type: 'array', items: { type: 'string' }, maxItems: 5_000 })).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it('writes a draft-07 tuple as prefixItems', () => {
    expect(
      toGrammarSchema({
        type: 'array',
        items: [{ type: 'string' }, { type: 'number' }],
        additionalItems: false,
      }),
    ).toEqual({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], maxItems: 2 });
  });

  it('moves definitions to $defs with references to match, and lets unknown references be anything', () => {
    const converted = toGrammarSchema({
      type: 'object',
      properties: { child: { $ref: '#/definitions/Node' }, other: { $ref: 'https://example.com/x' } },
      definitions: { Node: { type: 'object', properties: { name: { type: 'string' } } } },
    });
    expect(converted).toMatchObject({
      properties: { child: { $ref: '#/$defs/Node' }, other: { oneOf: expect.any(Array) } },
      $defs: {
        Node: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false },
      },
    });
  });

  it('merges allOf and turns a schema that allows anything into any JSON value', () => {
    expect(
      toGrammarSchema({
        allOf: [
          { type: 'object', properties: { a: { type: 'string' } } },
          { type: 'object', properties: { b: { type: 'number' } } },
        ],
      }),
    ).toMatchObject({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } });
    const anything = toGrammarSchema({});
    expect(anything).toMatchObject({ oneOf: expect.any(Array) });
    expect(JSON.stringify(anything)).toContain('"null"');
    expect(toGrammarSchema({ type: 'array' })).toEqual({ type: 'array' });
  });
});
