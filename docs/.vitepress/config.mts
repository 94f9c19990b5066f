// The documentation site: VitePress over docs/, with the API reference that TypeDoc writes into
// docs/api/ (npm run docs:build runs TypeDoc first; docs/api/ is generated, not committed).

import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type DefaultTheme } from 'vitepress';

const apiSidebarFile = new URL('../api/typedoc-sidebar.json', import.meta.url);
// its groups open, not collapsible: a collapsible group is a button with focusable controls inside
// (axe's nested-interactive)
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? (JSON.parse(readFileSync(apiSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[]).map(
      ({ collapsed: _collapsed, ...group }) => group,
    )
  : [];

const guide: DefaultTheme.SidebarItem[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Quick start', link: '/guide/quick-start' },
      { text: 'The command line', link: '/guide/cli' },
      { text: 'The library', link: '/guide/library' },
      { text: 'Your own game', link: '/guide/your-own-game' },
      { text: 'Analysing results', link: '/guide/analyze' },
      { text: 'Your game as a chain', link: '/guide/chains' },
      { text: 'Embedding in a page', link: '/guide/embedding' },
      { text: 'The page', link: '/guide/browser' },
      { text: 'Scaling past one machine', link: '/guide/scaling' },
    ],
  },
  {
    text: 'Games',
    items: [
      { text: 'Snakes and Ladders', link: '/games/snakes' },
      { text: 'Candy Land', link: '/games/candyland' },
      { text: 'Peg solitaire', link: '/games/pegs' },
      { text: 'L.A.M.A.', link: '/games/lama' },
      { text: 'Pig', link: '/games/pig' },
      { text: 'Monopoly', link: '/games/monopoly' },
      { text: 'Yahtzee', link: '/games/yahtzee' },
    ],
  },
  {
    text: 'Dice and RNG lab',
    items: [
      { text: 'The dice lab', link: '/dice/' },
      { text: 'The generators as a library', link: '/dice/library' },
      { text: 'Quality of the dice', link: '/dice/quality' },
    ],
  },
  {
    text: 'How far to trust it',
    items: [
      { text: 'Reproducibility', link: '/guide/reproducibility' },
      { text: 'Statistics', link: '/guide/statistics' },
      { text: 'Testing', link: '/guide/testing' },
      { text: 'Performance', link: '/guide/performance' },
      { text: 'Known limitations', link: '/guide/limitations' },
      { text: 'Untrusted input', link: '/guide/security' },
    ],
  },
  {
    text: 'Inside',
    items: [
      { text: 'How it is built', link: '/guide/design' },
      { text: 'Adding a game', link: '/guide/adding-a-game' },
      { text: 'Development', link: '/guide/development' },
    ],
  },
];

export default defineConfig({
  title: 'boardsim',
  description:
    'Fast, exact and reproducible simulation of chance-driven board and card games, in WebAssembly.',
  // relative asset URLs: the built site can be served from any path
  base: process.env.BOARDSIM_DOCS_BASE ?? '/',
  cleanUrls: true,
  lastUpdated: false,
  // code in colours of at least 4.5:1 contrast (the default themes' red is 4.2:1 on its background)
  markdown: { theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/quick-start' },
      { text: 'Games', link: '/games/snakes' },
      { text: 'Dice lab', link: '/dice/' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: {
      '/api/': [{ text: 'API reference', link: '/api/', items: apiSidebar }],
      '/': guide,
    },
    // the button's accessible name holds its visible text (axe's label-content-name-mismatch)
    search: {
      provider: 'local',
      options: { translations: { button: { buttonText: 'Search', buttonAriaLabel: 'Search' } } },
    },
    outline: [2, 3],
    // the 404 page's link is named by its text
    notFound: { linkText: 'Take me home', linkLabel: 'Take me home' },
  },
});
