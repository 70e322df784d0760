/** The licence a source's text is used under, as a citation names it. */
export interface Licence {
  name: string;
  url: string;
}
