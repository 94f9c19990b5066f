// boardsim's library API for Node: the CLI is a thin layer over these. The browser entry
// (browser.ts) exports the same API, running on Web Workers instead of worker threads.

export * from './workers/api-node.js';
export * from './api.js';
