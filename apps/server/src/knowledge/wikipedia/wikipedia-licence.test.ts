import { describe, expect, it } from 'vitest';
import { licenceFrom } from './wikipedia-licence.js';

describe('licenceFrom', () => {
  it("names Wikipedia's licence by its short name, and another wiki's as the wiki states it", () => {
    const ccBySa4 = { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' };
    expect(
      licenceFrom({
        url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        text: 'Creative Commons Attribution-Share Alike 4.0',
      }),
    ).toEqual(ccBySa4);
    expect(licenceFrom(undefined)).toEqual(ccBySa4);
    expect(
      licenceFrom({ url: 'https://creativecommons.org/licenses/by-sa/3.0/', text: 'CC BY-SA 3.0 Unported' }),
    ).toEqual({ name: 'CC BY-SA 3.0 Unported', url: 'https://creativecommons.org/licenses/by-sa/3.0/' });
  });
});
