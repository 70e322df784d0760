/** Scores, minutes and analytics are shown to one decimal place. */
export const roundToTenth = (n: number) => Math.round(n * 10) / 10;
