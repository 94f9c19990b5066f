// boardsim's kit for a game written in AssemblyScript: the dice of boardsim's streams and the
// results writer. A kernel imports it and re-exports the exports boardsim calls:
//
//   import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
//   export * from 'boardsim/assembly/kit/exports';
//
//   function play(dice: Dice, players: i32, results: Results): void { … }   // setting(0): a setting's value
//   defineGame('my-game', play).players(2, 4).setting('goal', 30, 10, 100).figure('turns');
//
// Build it with `npx asc my-game.ts -o my-game.wasm -O3` (add `--enable simd` for faster dice, the
// same rolls) and run it with `boardsim simulate ./my-game.wasm`. Guide: docs/guide/your-own-game.md.

export { Dice } from './dice';
export { Game, Play, Results, defineGame, gameInChunk, setting } from './results';
