import type { Me } from '@socratica/contracts';

export interface NavItem {
  label: string;
  to: string;
}

const LEARNER_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Learn', to: '/quiz' },
  { label: 'Chat', to: '/chat' },
  { label: 'Assessment', to: '/final-quiz' },
  { label: 'Podcasts', to: '/podcasts' },
];

/** Spec 1 §2: Report for signed-in users, Admin for admins only; Progress (issue 40 §5) for signed-in users. */
export function navLinksFor(user: Pick<Me, 'role'> | null): NavItem[] {
  const links = [...LEARNER_LINKS];
  if (user) links.push({ label: 'Progress', to: '/progress' }, { label: 'Report', to: '/report' });
  if (user?.role === 'admin') links.push({ label: 'Admin', to: '/admin' });
  return links;
}

/** Active by path prefix, whole segments only; Home only on an exact match. */
export function isLinkActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
