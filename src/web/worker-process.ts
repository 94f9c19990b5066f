// Imported first by a Web Worker whose code uses the statistics: lib-r-math.js picks its debug
// output's colours and settings when its modules load, from CSS in a window and from Node's
// `process` anywhere else; a Web Worker is neither, and reading the missing `process` throws (the
// worker never starts). An empty stand-in lets it choose defaults; boardsim never prints its debug
// output, and nothing else of it reads `process`.

const scope = globalThis as { process?: unknown };
scope.process ??= { stdout: {}, env: {} };
