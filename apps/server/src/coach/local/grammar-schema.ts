import type { GbnfJsonSchema } from 'node-llama-cpp';

/**
 * The JSON Schema the AI SDK sends for structured output (zod 4's `toJSONSchema`, draft-07), rewritten
 * into the subset node-llama-cpp turns into a grammar (`dist/utils/gbnfJson/types.d.ts`). The grammar
 * guarantees JSON of the right shape; the coach validates the values with zod afterwards, so what the
 * grammar cannot express is dropped rather than refused.
 *
 * What the grammar does with the rest (research models-storage-audio.md §1): `required` is ignored (every
 * property is written); `pattern`, `minimum` and `maximum` vanish; a schema without `type` (as `anyOf`
 * is) allows only `null`. Hence:
 * - a nullable or optional value (`anyOf`/`oneOf` with a `null` branch, `type: [X, "null"]`) becomes its
 *   non-null branch; other unions become `oneOf`;
 * - `enum`, `const`, `items`, `prefixItems`, `minItems`/`maxItems`, `minLength`/`maxLength`, the date
 *   formats and `additionalProperties` are kept; everything else is dropped;
 * - a schema that allows anything (`{}`, `true`) becomes any JSON value;
 * - `definitions` and `$defs` move to the root as `$defs`, with `$ref`s to match.
 */
export function toGrammarSchema(schema: unknown): GbnfJsonSchema {
  const root = isRecord(schema) ? schema : {};
  const definitions = { ...recordAt(root, 'definitions'), ...recordAt(root, '$defs') };
  const names = new Set(Object.keys(definitions));
  const convert = converter(names);
  const converted = convert(root);
  if (names.size === 0 || !canHoldDefs(converted)) return converted as GbnfJsonSchema;
  const $defs = Object.fromEntries([...names].map((name) => [name, convert(definitions[name])]));
  return { ...converted, $defs } as GbnfJsonSchema;
}

/** Loose on purpose: the input is whatever JSON the caller's schema library wrote. */
type Node = Record<string, unknown>;

/**
 * llama.cpp expands a bounded repetition into one rule per repeat, so a very large bound makes a grammar
 * that is slow to build and to run; beyond these the bound is left to the validation afterwards.
 */
const MAX_LENGTH_BOUND = 1000;
const MAX_ITEMS_BOUND = 100;

const GRAMMAR_FORMATS = new Set(['date-time', 'time', 'date']);
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Any JSON value: the grammar writes any value for an array's items or an object's extra properties. */
const ANY_JSON: Node = {
  oneOf: [
    { type: ['string', 'number', 'boolean', 'null'] },
    { type: 'array' },
    { type: 'object', additionalProperties: true },
  ],
};

/** Converts schemas whose `$ref`s may point at the named definitions. */
function converter(definitions: ReadonlySet<string>): (schema: unknown) => Node {
  const convert = (schema: unknown): Node => {
    if (schema === false) return { type: 'null' };
    if (!isRecord(schema)) return ANY_JSON;
    const description = typeof schema.description === 'string' ? { description: schema.description } : {};

    if (typeof schema.$ref === 'string') {
      const ref = grammarRef(schema.$ref, definitions);
      return ref ? { $ref: ref, ...description } : ANY_JSON;
    }
    if (Array.isArray(schema.allOf)) return convert(mergeAllOf(schema));

    const union = Array.isArray(schema.anyOf)
      ? schema.anyOf
      : Array.isArray(schema.oneOf)
        ? schema.oneOf
        : null;
    if (union) return withDescription(alternatives(union.map(convert)), description);

    if ('const' in schema) {
      return isLiteral(schema.const) ? { const: schema.const, ...description } : ANY_JSON;
    }
    if (Array.isArray(schema.enum)) {
      const literals = schema.enum.filter(isLiteral);
      const values = literals.some((v) => v !== null) ? literals.filter((v) => v !== null) : literals;
      return values.length > 0 ? { enum: values, ...description } : ANY_JSON;
    }

    const types = typesOf(schema);
    if (types.length === 0) return ANY_JSON;
    const nonNull = types.filter((type) => type !== 'null');
    if (nonNull.length === 0) return { type: 'null', ...description };
    if (nonNull.length > 1) {
      return withDescription(
        alternatives(nonNull.map((type) => convertTyped(schema, type, {}))),
        description,
      );
    }
    return convertTyped(schema, nonNull[0]!, description);
  };

  function convertTyped(schema: Node, type: string, description: Node): Node {
    if (type === 'object') return convertObject(schema, description);
    if (type === 'array') return convertArray(schema, description);
    if (type === 'string') {
      if (typeof schema.format === 'string' && GRAMMAR_FORMATS.has(schema.format)) {
        return { type: 'string', format: schema.format, ...description };
      }
      return {
        type: 'string',
        ...bound('minLength', schema.minLength, MAX_LENGTH_BOUND),
        ...bound('maxLength', schema.maxLength, MAX_LENGTH_BOUND),
        ...description,
      };
    }
    if (SCALAR_TYPES.has(type)) return { type, ...description };
    return ANY_JSON;
  }

  function convertObject(schema: Node, description: Node): Node {
    const properties = recordAt(schema, 'properties');
    const extra = schema.additionalProperties;
    // JSON Schema allows extra properties unless told otherwise; a grammar writing extra keys next to
    // named ones would only waste tokens, so extra keys are allowed only where none are named.
    const additionalProperties =
      extra === false || (extra === undefined && Object.keys(properties).length > 0)
        ? false
        : extra === true || extra === undefined
          ? true
          : convert(extra);
    return {
      type: 'object',
      properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, convert(value)])),
      additionalProperties,
      ...bound('minProperties', schema.minProperties, MAX_ITEMS_BOUND),
      ...bound('maxProperties', schema.maxProperties, MAX_ITEMS_BOUND),
      ...description,
    };
  }

  function convertArray(schema: Node, description: Node): Node {
    // Draft-07 writes a tuple as `items: [...]` with `additionalItems`; 2020-12 as `prefixItems` with `items`.
    const tuple = Array.isArray(schema.items)
      ? schema.items
      : Array.isArray(schema.prefixItems)
        ? schema.prefixItems
        : null;
    const rest = Array.isArray(schema.items) ? schema.additionalItems : schema.items;
    let maxItems = schema.maxItems;
    if (tuple && rest === false) maxItems = Math.min(tuple.length, numberOr(maxItems, tuple.length));
    return {
      type: 'array',
      ...(tuple ? { prefixItems: tuple.map(convert) } : {}),
      ...(rest === undefined || rest === false || rest === true ? {} : { items: convert(rest) }),
      ...bound('minItems', schema.minItems, MAX_ITEMS_BOUND),
      ...bound('maxItems', maxItems, MAX_ITEMS_BOUND),
      ...description,
    };
  }

  return convert;
}

/** The non-null alternatives, or null alone when there is nothing else. */
function alternatives(branches: Node[]): Node {
  const nonNull = branches.filter((branch) => !isNullOnly(branch));
  const kept = nonNull.length > 0 ? nonNull : branches;
  if (kept.length === 0) return ANY_JSON;
  return kept.length === 1 ? kept[0]! : { oneOf: kept };
}

function isNullOnly(node: Node): boolean {
  return node.type === 'null' || (node.const === null && Object.keys(node).length <= 2);
}

function withDescription(node: Node, description: Node): Node {
  return '$ref' in node || !('description' in description) ? node : { ...description, ...node };
}

/** `allOf` of object schemas as one schema: zod writes intersections this way. */
function mergeAllOf(schema: Node): Node {
  const { allOf, ...rest } = schema;
  const parts = [rest, ...(allOf as unknown[]).filter(isRecord)];
  const merged: Node = {};
  const properties: Node = {};
  for (const part of parts) {
    Object.assign(merged, part);
    Object.assign(properties, recordAt(part, 'properties'));
  }
  if (Object.keys(properties).length > 0) {
    merged.properties = properties;
    merged.type ??= 'object';
  }
  return merged;
}

function typesOf(schema: Node): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  if (isRecord(schema.properties) || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined || schema.prefixItems !== undefined) return ['array'];
  return [];
}

/** The grammar resolves references only into the root's `$defs`; any other reference allows any value. */
function grammarRef(ref: string, definitions: ReadonlySet<string>): string | null {
  const name = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(ref)?.[1];
  return name !== undefined && definitions.has(name) ? `#/$defs/${name}` : null;
}

function canHoldDefs(node: Node): boolean {
  return node.type === 'object' || node.type === 'array' || 'oneOf' in node || '$ref' in node;
}

function bound(key: string, value: unknown, limit: number): Node {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= limit
    ? { [key]: value }
    : {};
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function isLiteral(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isRecord(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recordAt(node: Node, key: string): Node {
  const value = node[key];
  return isRecord(value) ? value : {};
}
