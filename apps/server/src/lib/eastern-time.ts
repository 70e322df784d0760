/** The app's time zone (DESIGN D13): messages, schedules and exports speak Eastern time. */
export const EASTERN_TIME_ZONE = 'America/New_York';

/** "Nov 25, 9:00 AM ET": a moment as a person in the app's time zone reads it, for messages. */
export function easternTime(at: Date): string {
  const text = at.toLocaleString('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${text} ET`;
}

const EASTERN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
const easternDateOfHour = new Map<number, string>();

/**
 * The Eastern calendar date of an instant, YYYY-MM-DD (en-CA writes it so). A list formats 500 of them, so
 * each UTC hour's is kept: New York's offsets are whole hours since 1883, so its midnights and clock changes
 * fall on the hour, and the date holds for the whole hour.
 */
export function easternDate(at: Date): string {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (hour < 0) return EASTERN_DATE.format(at);
  let date = easternDateOfHour.get(hour);
  if (date === undefined) {
    date = EASTERN_DATE.format(at);
    if (easternDateOfHour.size >= 50_000) easternDateOfHour.clear();
    easternDateOfHour.set(hour, date);
  }
  return date;
}
