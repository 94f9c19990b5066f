// What the page's `import ... from 'crypto'` resolves to: lib-r-math.js (the statistics) seeds its
// own random generators, which boardsim never draws from, with Node's randomBytes when its modules
// load. A production build drops that code as unused; the development server loads every module,
// so it gets these bytes from the browser's crypto instead. No result of boardsim depends on them.

export function randomBytes(size: number): { readUInt32BE(offset: number): number } {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(size));
  return { readUInt32BE: (offset) => new DataView(bytes.buffer).getUint32(offset) };
}
