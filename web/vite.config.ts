// The page (web/index.html, code in src/web/) for `npm run web` and `npm run build:web`. It imports
// the library's browser entry from src/, so the page and an embedding page run the same code.

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vitePageNotices } from '../scripts/notices.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const project = fileURLToPath(new URL('..', import.meta.url));
// the licence notices of every package in the page and its workers: THIRD-PARTY-NOTICES.txt
const notices = vitePageNotices();
// a game's workers (src/web/games/<game>/) are named after it: pegs-worker-….js, pegs-part-worker-….js
const GAME_FOLDER = /[\\/]src[\\/]web[\\/]games[\\/]([^\\/]+)[\\/]/;
const workerFileName = ({ facadeModuleId }: { facadeModuleId: string | null }) => {
  const game = GAME_FOLDER.exec(facadeModuleId ?? '')?.[1];
  return `assets/${game ? `${game}-` : ''}[name]-[hash].js`;
};

export default defineConfig({
  root,
  // relative URLs: the built site works from any folder of any static host
  base: './',
  // one chunk of about 700 kB (200 kB gzipped): every game's validators and exact solvers, and Plot
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1024 },
  worker: {
    format: 'es',
    plugins: () => [notices.collect],
    rolldownOptions: { output: { entryFileNames: workerFileName } },
  },
  plugins: [notices.emit],
  resolve: { alias: { crypto: fileURLToPath(new URL('./node-crypto.ts', import.meta.url)) } },
  server: { fs: { allow: [project] } },
  clearScreen: false,
});
