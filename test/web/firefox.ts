// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (never a downloaded browser):
// the second engine the browser tests run in, so that "the same answer in every browser" is
// tested. Tests skip with a message when it is not installed; CI installs it (.ci/run), and there
// they must run.

import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

export const FIREFOX = process.env.BOARDSIM_FIREFOX ?? '/usr/bin/firefox-esr';

/** Why the Firefox tests cannot run here, or undefined when they can. */
export function firefoxMissing(): string | undefined {
  if (existsSync(FIREFOX)) return undefined;
  const why = `${FIREFOX} not found: install Debian's firefox-esr (apt-get install firefox-esr) to run the Firefox tests`;
  if (process.env.CI) throw new Error(`${why}; CI must run them`);
  return why;
}

/** Headless Firefox. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
}
