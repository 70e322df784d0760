import { expect, it } from 'vitest';
import { minutesPhrase } from './reply-framing.js';

it.each([
  [10.5, '10½ minutes'],
  [10.4, '10½ minutes'],
  [11, '11 minutes'],
  [1, '1 minute'],
  [0.5, 'half a minute'],
  [1.5, '1½ minutes'],
  [0.2, null],
  [0, null],
])('says %s minutes as %s, to the nearest half minute', (minutes, phrase) => {
  expect(minutesPhrase(minutes)).toBe(phrase);
});
