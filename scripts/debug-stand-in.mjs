// A stand-in for @mangos/debug, the logger lib-r-math.js writes its internal traces to: boardsim never
// turns them on, so the bundles (scripts/esbuild-node.mjs, scripts/bundle-browser.mjs) take this
// module in its place: 7 KB less in each bundle, with the `ms` package it pulls in. lib-r-math.js
// calls debug(name) once per module for a logger, and getLineInfo only inside a logger's output.

/** A logger that writes nothing. */
export function debug() {
  return () => undefined;
}

export function getLineInfo() {
  return { fnName: '', line: 0, column: 0 };
}
