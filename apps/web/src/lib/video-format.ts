const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO 8601 duration as a clock: PT8M21S → '8:21', PT1H2M3S → '1:02:03'. Null when missing or unreadable. */
export function formatVideoDuration(iso: string | null): string | null {
  const match = iso ? ISO_DURATION.exec(iso.trim()) : null;
  // The pattern's parts are all optional, so 'P' and 'PT' match it without saying anything.
  if (!match || !/\d/.test(match[0])) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total =
    Number(days) * 86_400 + Number(hours) * 3_600 + Number(minutes) * 60 + Math.floor(Number(seconds));
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** 1234567 → '1,234,567 views'; null when the count is unknown. */
export function formatViewCount(count: number | null): string | null {
  if (count === null || !Number.isFinite(count) || count < 0) return null;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;
}
