// The WebAssembly module's exports: game kernels and the generator's entry points. Only
// src/wasm/ (the boundary) calls these.

export { snakesPairs, snakesSingle, snakesSolo, playPairs as snakesPairGame } from './snakes';
export { analyzeSnakes } from './analyze-snakes';
export { analyzeCandy } from './analyze-candyland';
export { lamaPlay, lamaIllegal } from './lama';
export { lamaAnalyze } from './lama-analyze';
export { pegsLayer, pegsExpand, pegsMerge, pegsRehash, pegsOwner, pegsCompact, pegsWiden, pegsPlay } from './pegs';
export { candySolo, candyMulti } from './candyland';
export { seedStream, draw, drawUpTo, nextWord, fillDice, rollInto, drawFromHalves, diceFromWords } from './rng';
export {
  setSource as setDiceSource,
  labSeed as seedDiceSource,
  labSeedOwn as seedDiceOwn,
  labWords as diceWords,
  labWordsExact as diceWordsExact,
} from './lab/source';
export { labCount as diceCount } from './lab/battery';

/** First free byte after the module's static data; the host lays out its memory from here. */
export function heapBase(): usize {
  return __heap_base;
}
