/**
 * The file name a server proposes in `Content-Disposition` (RFC 6266): the UTF-8 `filename*` when given,
 * else the plain `filename`; `fallback` when it names none.
 */
export function attachmentFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return safeName(decodeURIComponent(extended[1].trim()), fallback);
    } catch {
      // A broken percent-encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? safeName(name, fallback) : fallback;
}

// A name with a path in it would only be cut by the browser anyway; keep its last part.
function safeName(name: string, fallback: string): string {
  return name.split(/[\\/]/).pop()?.trim() || fallback;
}

/** Hands a downloaded body to the browser as a file, the way a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
