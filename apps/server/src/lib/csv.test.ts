import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csvCell', () => {
  it('quotes every cell and doubles the quotes inside (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('escapes %j, which a spreadsheet would run, with a leading single quote', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves a formula character that is not first alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(' =1')).toBe('" =1"');
    expect(csvCell('user@example.com')).toBe('"user@example.com"');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends the row with CRLF', () => {
    expect(csvRow(['a', 1, null, '=x'])).toBe(`"a","1","","'=x"\r\n`);
  });
});
