// What the page's `import ... from 'crypto'` resolves to: lib-r-math.js (the statistics) seeds its
// random generators, which boardsim never calls, from Node's crypto. A production build drops the
// import with the unused code; the development server loads every module, so it needs this stand-in.

export function randomBytes(): never {
  throw new Error("Node's crypto is not in the browser (lib-r-math.js's random seeding is unused here)");
}
