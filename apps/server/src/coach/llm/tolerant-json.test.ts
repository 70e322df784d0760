import { describe, expect, it } from 'vitest';
import { dropTrailingCommas, readTolerantJson, UnreadableJsonError } from './tolerant-json.js';

const value = { questions: [{ text: 'Why?', options: ['a', 'b'] }], count: 2 };

describe('readTolerantJson', () => {
  it('reads plain JSON, objects and arrays', () => {
    expect(readTolerantJson(JSON.stringify(value))).toEqual(value);
    expect(readTolerantJson('[1, 2]')).toEqual([1, 2]);
    expect(readTolerantJson('\uFEFF  {"a": 1}\n')).toEqual({ a: 1 });
  });

  it('strips a ```json fence, a bare ``` fence, and the prose around it', () => {
    const json = JSON.stringify(value, null, 2);
    expect(readTolerantJson(`\`\`\`json\n${json}\n\`\`\``)).toEqual(value);
    expect(readTolerantJson(`\`\`\`\n${json}\n\`\`\``)).toEqual(value);
    expect(readTolerantJson(`\`\`\`JSON ${json}\`\`\``)).toEqual(value);
    expect(
      readTolerantJson(`Sure! Here are the questions:\n\`\`\`json\n${json}\n\`\`\`\nGood luck.`),
    ).toEqual(value);
  });

  it('reads a fence the reply never closed', () => {
    expect(readTolerantJson('```json\n{"a": [1, 2]}\n')).toEqual({ a: [1, 2] });
  });

  it('finds a bare JSON value inside prose', () => {
    expect(readTolerantJson('Here you go: {"a": {"b": 1}} — enjoy!')).toEqual({ a: { b: 1 } });
  });

  it('keeps fences that are inside the JSON strings of a bare reply', () => {
    const code = { text: 'What does this print?\n```rust\nfn main() {}\n```' };
    expect(readTolerantJson(JSON.stringify(code))).toEqual(code);
  });

  it('drops trailing commas before } and ], nested and across lines', () => {
    expect(readTolerantJson('{"a": [1, 2, ], "b": {"c": 3,},}')).toEqual({ a: [1, 2], b: { c: 3 } });
    expect(readTolerantJson('{\n  "a": [\n    1,\n  ],\r\n}')).toEqual({ a: [1] });
    expect(readTolerantJson('```json\n{"questions": [{"text": "x",},],}\n```')).toEqual({
      questions: [{ text: 'x' }],
    });
  });

  it('leaves commas inside strings alone, escaped quotes included', () => {
    expect(dropTrailingCommas('{"a": "x, }", "b": "say \\"hi,\\" ]",}')).toBe(
      '{"a": "x, }", "b": "say \\"hi,\\" ]"}',
    );
    expect(readTolerantJson('{"a": "1, ]", "b": "\\\\",}')).toEqual({ a: '1, ]', b: '\\' });
  });

  it('refuses what still is not JSON', () => {
    for (const bad of [
      '',
      '   ',
      'no json here',
      '{"questions": [{"text": "unfinished',
      '{a: 1}',
      '```json\n```',
    ]) {
      expect(() => readTolerantJson(bad), bad).toThrow(UnreadableJsonError);
    }
  });
});
