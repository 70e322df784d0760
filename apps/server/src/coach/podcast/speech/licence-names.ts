/**
 * A Creative Commons licence said the way a host would say it (issue 39): "shared under CC BY-SA 4.0" read in
 * full in every episode is noise to a listener, so the voice says "under a Creative Commons licence" and the
 * episode's notes keep the licence's full name and link.
 */

// "CC BY-SA 4.0", "CC BY 3.0", "CC-BY-NC-SA", "Creative Commons Attribution-ShareAlike 4.0 International".
const CC_SHORT = String.raw`CC[ -](?:BY|ZERO|0)(?:-(?:SA|NC|ND))*`;
const CC_LONG = String.raw`Creative Commons(?: (?:Attribution|Zero|ShareAlike|NonCommercial|NoDerivatives|NoDerivs)(?:-(?:ShareAlike|NonCommercial|NoDerivatives|NoDerivs))*)+`;
const VERSION = String.raw`(?:\s+(?:v?\d\.\d|International|Unported|Generic|[Ll]icen[cs]e)\b)*`;
const LICENCE = new RegExp(String.raw`\b(?:${CC_SHORT}|${CC_LONG})\b${VERSION}`, 'g');

/** The text with each Creative Commons licence name turned into "a Creative Commons licence". */
export function speakLicences(text: string): string {
  return (
    text
      // "licensed CC BY 4.0" is said "licensed under a Creative Commons licence".
      .replace(/\b(licen[cs]ed)\s+(?=CC[ -]|Creative Commons)/gi, '$1 under ')
      .replace(/\b(under|with|by)\s+(?:the\s+|a\s+)?(?=CC[ -]|Creative Commons)/gi, '$1 ')
      // "(CC BY-SA 4.0)" after a title is a parenthesis a voice cannot show: it becomes a clause.
      .replace(
        new RegExp(String.raw`\s*\(\s*(${LICENCE.source})\s*\)`, 'g'),
        ', under a Creative Commons licence,',
      )
      .replace(LICENCE, 'a Creative Commons licence')
      .replace(/,\s*([,.;:!?])/g, '$1')
  );
}
