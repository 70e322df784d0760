const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "6 Apr 2026": a session's or a card's day, in tables and sentences. */
export const dayOf = (iso: string) => longDate.format(new Date(iso));

/** "6 Apr": a session's day on the chart's axis, where room is short. */
export const shortDayOf = (iso: string) => shortDate.format(new Date(iso));
