export * from './validation.js';
export * from './system.js';
export * from './session.js';
export * from './account.js';
export * from './wallet.js';
export * from './content.js';
export * from './games.js';
