export * from './categories.js';
export * from './members.js';
export * from './whitelabel.js';
export * from './limits.js';
export * from './patterns.js';
export * from './money.js';
export * from './second-factor.js';
export * from './games.js';
