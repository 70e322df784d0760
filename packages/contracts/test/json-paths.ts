/** Walking a JSON value by paths: the tests that turn one field of a valid request hostile. */

export type JsonPath = (string | number)[];

/** The paths of every leaf (anything but a non-empty array or object) in a value. */
export function leafPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(value) && value.length > 0)
    return value.flatMap((item, n) => leafPaths(item, [...path, n]));
  if (value && typeof value === 'object' && Object.keys(value).length > 0)
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

export function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}
