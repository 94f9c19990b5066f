// The WebAssembly module's exports: game kernels and the generator's entry points. Only
// src/wasm/ (the boundary) calls these.

export { snakesPairs, snakesSingle, snakesSolo, playPairs as snakesPairGame } from './games/snakes/kernel';
export { analyzeSnakes } from './games/snakes/analyze';
export { analyzeCandy } from './games/candyland/analyze';
export { lamaPlay, lamaIllegal } from './games/lama/kernel';
export { lamaAnalyze } from './games/lama/analyze';
export { pegsLayer, pegsExpand, pegsMerge, pegsRehash, pegsOwner, pegsCompact, pegsWiden, pegsPlay } from './games/pegs/kernel';
export { candySolo, candyMulti } from './games/candyland/kernel';
export { pigPlay } from './games/pig/kernel';
export { monopolyPlay } from './games/monopoly/kernel';
export { yahtzeeSolve, yahtzeePlay } from './games/yahtzee/kernel';
export { seedStream, draw, drawUpTo, nextWord, streamWords, fillDice, rollInto, rollSum, rollCounts, drawFromHalves, diceFromWords } from './rng';
export {
  setSource as setDiceSource,
  labSeed as seedDiceSource,
  labSeedOwn as seedDiceOwn,
  labWords as diceWords,
  labWordsExact as diceWordsExact,
  labState as diceState,
  labAdvance as diceAdvance,
  labFloats as diceFloats,
  labBelow as diceBelow,
} from './lab/source';
export { labCount as diceCount } from './lab/battery';

/** First free byte after the module's static data; the host lays out its memory from here. */
export function heapBase(): usize {
  return __heap_base;
}
