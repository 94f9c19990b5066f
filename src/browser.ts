// boardsim's library API for browsers: the same as Node's (index.ts), with runs on a pool of Web
// Workers. Needs no Node built-ins; the kernel is fetched with streaming compilation.

export * from './workers/api-browser.js';
export * from './api.js';
