export * from './users.js';
export * from './audit-logs.js';
export * from './assessments.js';
