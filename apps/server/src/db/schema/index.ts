export * from './users.js';
export * from './audit-logs.js';
export * from './assessments.js';
export * from './content-filter.js';
export * from './videos.js';
export * from './podcast-schedules.js';
export * from './podcasts.js';
export * from './cache-versions.js';
