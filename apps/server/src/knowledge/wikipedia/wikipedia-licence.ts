import type { Licence } from '../licence.js';

/** Wikipedia's text licence since June 2023 (with the GFDL for older text). */
const CC_BY_SA_4: Licence = {
  name: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
};

/**
 * The licence the wiki itself states (siteinfo's rightsinfo), under its short name when it is CC BY-SA 4.0:
 * a wiki set in SOCRATICA_WIKIPEDIA_BASE_URL may license its text otherwise, and a citation must say so.
 */
export function licenceFrom(rightsInfo: { url?: string; text?: string } | undefined): Licence {
  const url = rightsInfo?.url?.trim();
  if (!url || /creativecommons\.org\/licenses\/by-sa\/4\.0\/?$/.test(url)) return CC_BY_SA_4;
  return { name: rightsInfo?.text?.trim() || url, url };
}
