import { numberInWords } from './number-words.js';

/**
 * Times of day as people say them: the app's own messages and scheduled titles write "Nov 25, 9:00 AM ET",
 * which a voice would read "nine colon zero zero A M E T". "9:00 AM" → "nine A.M", "14:30" → "fourteen thirty",
 * "9:05" → "nine oh five"; "ET" after a time is "Eastern time".
 */
export function speakClockTimes(text: string): string {
  return text.replace(
    /\b([01]?\d|2[0-3]):([0-5]\d)(?:\s?([AaPp])\.?[Mm]\.?(?![\p{L}]))?(?:\s?(ET|EST|EDT)\b)?/gu,
    (_, hours: string, minutes: string, half?: string, zone?: string) => {
      const minute = Number(minutes);
      const said =
        minute === 0
          ? half
            ? ''
            : " o'clock"
          : minute < 10
            ? ` oh ${numberInWords(minute)}`
            : ` ${numberInWords(minute)}`;
      const meridiem = half ? ` ${half.toUpperCase()}.M` : '';
      return `${numberInWords(Number(hours))}${said}${meridiem}${zone ? ' Eastern time' : ''}`;
    },
  );
}
