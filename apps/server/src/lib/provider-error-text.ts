const MAX_PROVIDER_TEXT = 300;

/** An OpenAI-style error body's message, or the body itself, shortened. */
export function providerText(body: string | undefined): string | undefined {
  if (!body?.trim()) return undefined;
  let text = body.trim();
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; detail?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.detail);
    if (typeof message === 'string' && message.trim()) text = message.trim();
  } catch {
    // Not JSON: the body is the text.
  }
  return text.length > MAX_PROVIDER_TEXT ? `${text.slice(0, MAX_PROVIDER_TEXT - 1)}…` : text;
}
