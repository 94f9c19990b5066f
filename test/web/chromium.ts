// Debian's Chromium driven by playwright-core (never a downloaded browser). Tests skip with a
// message when it is not installed; CI installs it (.ci/run), and there they must run.

import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.BOARDSIM_CHROMIUM ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or undefined when they can. */
export function chromiumMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  const why = `${CHROMIUM} not found: install Debian's chromium (apt-get install chromium) to run the browser tests`;
  if (process.env.CI) throw new Error(`${why}; CI must run them`);
  return why;
}

/** Headless Chromium with its background networking off (this machine has no network but loopback). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}
