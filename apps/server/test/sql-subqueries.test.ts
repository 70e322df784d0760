import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: drizzle renders a column inside a `sql` template bare, and in a subquery a bare name binds to
 * the subquery's own table first (a category's video count compared the video's own id). Every column a
 * template with a subquery names goes through `qualified(…)`; this finds one that does not.
 */
const SOURCE = join(import.meta.dirname, '../src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The `sql` templates of a file, whole: from `sql` and its backtick to the closing backtick. */
function sqlTemplates(text: string): string[] {
  const templates: string[] = [];
  for (const start of text.matchAll(/\bsql(?:<[^>`]*>)?`/g)) {
    let depth = 0;
    for (let at = start.index + start[0].length; at < text.length; at++) {
      if (text.startsWith('${', at)) depth += 1;
      else if (text[at] === '}' && depth > 0) depth -= 1;
      else if (text[at] === '`' && depth === 0) {
        templates.push(text.slice(start.index, at + 1));
        break;
      }
    }
  }
  return templates;
}

/** A column interpolated as it is (`${table.column}`), not through `qualified(…)`. */
const BARE_COLUMN = /\$\{\s*([a-z]\w*)\.[a-z]\w*\s*\}/gi;

/** The names a file gives the tables it imports from the schema (`knowledgePassages as p` gives `p`). */
function tableNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*db\/schema\/[^']*'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1)!;
      if (name) names.add(name);
    }
  }
  return names;
}

/** The bare table columns of a file's subquery templates. */
function bareColumns(text: string): string[] {
  const tables = tableNames(text);
  return sqlTemplates(text)
    .filter((template) => /\(\s*select\b/i.test(template))
    .flatMap((template) => [...template.matchAll(BARE_COLUMN)])
    .filter((match) => tables.has(match[1]!))
    .map((match) => match[0]);
}

describe('sql templates with a subquery', () => {
  it('name every column through qualified(…)', () => {
    const bare = sourceFiles(SOURCE).flatMap((path) =>
      bareColumns(readFileSync(path, 'utf8')).map((column) => `${relative(SOURCE, path)}: ${column}`),
    );
    expect(bare).toEqual([]);
  });

  it('finds a bare column in a subquery, and not a value, so that it can fail', () => {
    const file = [
      "import { curatedVideos as videos, videoCategories } from '../../db/schema/index.js';",
      'const n = sql<number>`(select count(*) from ${videos} where ${videos.categoryId} = ${videoCategories.id} and ${claim.id} > 0)`;',
      'const m = sql`${videoCategories.id} = 1`;',
    ].join('\n');
    expect(bareColumns(file)).toEqual(['${videos.categoryId}', '${videoCategories.id}']);
  });
});
