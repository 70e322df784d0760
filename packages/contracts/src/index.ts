export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './audit.js';
export * from './admin.js';
export * from './assessments.js';
export * from './chat.js';
