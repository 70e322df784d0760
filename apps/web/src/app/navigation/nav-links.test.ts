import { describe, expect, it } from 'vitest';
import { isLinkActive, navLinksFor } from './nav-links';

describe('navLinksFor', () => {
  const labels = (role: 'user' | 'admin' | null) =>
    navLinksFor(role ? { role } : null).map((link) => `${link.label} ${link.to}`);

  it('gives everyone the learner links, signed-in users Progress and Report, and admins Admin', () => {
    const common = ['Home /', 'Learn /quiz', 'Chat /chat', 'Assessment /final-quiz', 'Podcasts /podcasts'];
    expect(labels(null)).toEqual(common);
    expect(labels('user')).toEqual([...common, 'Progress /progress', 'Report /report']);
    expect(labels('admin')).toEqual([...common, 'Progress /progress', 'Report /report', 'Admin /admin']);
  });
});

describe('isLinkActive', () => {
  it('matches Home only exactly', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/quiz', '/')).toBe(false);
  });

  it('matches other links by path prefix, on whole segments', () => {
    expect(isLinkActive('/report', '/report')).toBe(true);
    expect(isLinkActive('/report/12', '/report')).toBe(true);
    expect(isLinkActive('/reports', '/report')).toBe(false);
    expect(isLinkActive('/final-quiz', '/quiz')).toBe(false);
  });
});
