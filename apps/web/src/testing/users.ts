import type { Me } from '@socratica/contracts';

export const learner: Me = { id: 2, username: 'ada', email: 'ada@example.com', role: 'user' };
export const admin: Me = { id: 1, username: 'grace', email: 'grace@example.com', role: 'admin' };
