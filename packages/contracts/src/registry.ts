/*
 * `@site/contracts/registry`: tooling, not runtime contracts. The call
 * registry (every upstream call the project speaks, its group and who
 * implements it), the public catalogue (every call the platform's material
 * names) and the coverage of one by the other. The registry-coverage tests
 * of every workspace read them, and the mock's caller checks; neither the
 * package root nor `@site/contracts/wire` exports them, and the web app
 * never imports them.
 */
export * from './wire/catalogue.js';
export * from './wire/catalogue-coverage.js';
export * from './wire/registry.js';
