export * from './api/index.js';
export * from './domain/index.js';
export * from './envelope.js';
export * from './errors.js';
export * from './events.js';
export * from './wire/index.js';
