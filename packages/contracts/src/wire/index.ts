export * from './system.js';
export * from './session.js';
export * from './member.js';
export * from './wallet.js';
export * from './content.js';
export * from './paths.js';
export * from './verification.js';
export * from './games.js';
