import { describe, expect, it } from 'vitest';
import { attachmentFilename } from './file-download';

describe('attachmentFilename', () => {
  it('reads a quoted or plain file name', () => {
    expect(attachmentFilename('attachment; filename="audit-log-2026-11-23.csv"', 'x.csv')).toBe(
      'audit-log-2026-11-23.csv',
    );
    expect(attachmentFilename('attachment; filename=audit.csv', 'x.csv')).toBe('audit.csv');
  });

  it('prefers the UTF-8 name', () => {
    expect(
      attachmentFilename(
        `attachment; filename="audit.csv"; filename*=UTF-8''journal%20d%C3%A9c.csv`,
        'x.csv',
      ),
    ).toBe('journal déc.csv');
  });

  it('falls back when there is no usable name', () => {
    expect(attachmentFilename(null, 'audit-log.csv')).toBe('audit-log.csv');
    expect(attachmentFilename('attachment', 'audit-log.csv')).toBe('audit-log.csv');
    expect(attachmentFilename('attachment; filename="../"', 'audit-log.csv')).toBe('audit-log.csv');
  });

  it('keeps only the last part of a name with a path', () => {
    expect(attachmentFilename('attachment; filename="../../etc/audit.csv"', 'x.csv')).toBe('audit.csv');
  });
});
