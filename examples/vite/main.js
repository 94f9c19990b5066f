// boardsim in a Vite app: `npm install`, then `npm run dev` (or `npm run build`). No Vite setting
// is needed: Vite bundles the library's Web Worker and copies its .wasm like any other asset.
import { exact, simulate } from 'boardsim';

const bar = document.getElementById('bar');
const out = document.getElementById('out');
const { metrics } = await simulate({
  game: 'snakes',
  preset: 'classic',
  games: 100_000,
  seed: 42,
  onProgress: ({ gamesDone, games }) => (bar.value = gamesDone / games),
});
const [low, high] = metrics.turns.ci95.map((x) => x.toFixed(3));
const { turns } = exact({ game: 'snakes', preset: 'classic' });
out.textContent =
  `${metrics.turns.mean.toFixed(3)} turns on average, 95% CI ${low} to ${high}` +
  ` (exact: ${turns.mean.toFixed(3)})`;
