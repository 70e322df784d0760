/** "Nov 25, 9:00 AM ET": a moment as a person in the app's time zone reads it (D13), for messages. */
export function easternTime(at: Date): string {
  const text = at.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${text} ET`;
}
