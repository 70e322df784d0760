const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as admins read it: '850 B', '12.4 KB', '3.2 MB'. */
export function formatDocumentSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** A whole-megabyte limit as the form's hint says it: '20 MB'. */
export function formatLimit(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
