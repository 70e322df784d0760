/**
 * Spec 1 §5's reading of a model's reply, for models and servers that do not honour structured
 * output: strip a ``` or ```json code fence (or the prose around a bare JSON value), drop trailing
 * commas before } or ], then JSON.parse. Each prompt's reader then validates the value against its
 * zod schema, question by question where a partly usable reply is worth keeping.
 */
export class UnreadableJsonError extends Error {
  override name = 'UnreadableJsonError';
}

export function readTolerantJson(reply: string): unknown {
  const body = dropTrailingCommas(unwrap(reply.replace(/^\uFEFF/, '').trim()));
  if (body === '') throw new UnreadableJsonError('The reply is empty.');
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new UnreadableJsonError(`The reply is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * A bare JSON value as it is (its strings may hold fences of their own, as code examples do), else
 * the inside of the first code fence, else the span from the first { or [ to the last } or ].
 */
function unwrap(text: string): string {
  if (text.startsWith('{') || text.startsWith('[')) return text;
  const fence = /```[\w-]*[^\S\n]*\n?([\s\S]*?)(?:```|$)/.exec(text);
  if (fence) return (fence[1] ?? '').trim();
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

/** Removes each comma followed only by white space and a } or ]; commas inside strings stay. */
export function dropTrailingCommas(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i] as string;
    if (inString) {
      out += char;
      if (char === '\\') out += json[++i] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    if (char === ',') {
      let next = i + 1;
      while (/\s/.test(json[next] ?? '')) next++;
      if (json[next] === '}' || json[next] === ']') continue;
    }
    out += char;
  }
  return out;
}
