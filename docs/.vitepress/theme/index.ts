// VitePress's default theme, with colours that meet WCAG AA contrast and a search button whose name is
// its text (axe, test/docs-access.test.ts).
import DefaultTheme from 'vitepress/theme';
import './contrast.css';

export default DefaultTheme;
