// The charts (Observable Plot, SVG): a metric's distribution with the exact distribution over it,
// and each seat's win rate with its 95% interval and the exact probability.

import * as Plot from '@observablehq/plot';
import type { MetricReport, SeatReport } from '../report/simulation.js';
import { FORMATS } from './format.js';

/** Share of games drawn: the rest of the tail is named in a note, not drawn. */
const DRAWN_SHARE = 0.999;

function legend(items: [className: string, label: string][]): HTMLElement {
  const p = document.createElement('p');
  p.className = 'legend';
  for (const [className, label] of items) {
    const item = document.createElement('span');
    const swatch = document.createElement('span');
    swatch.className = `swatch ${className}`;
    item.append(swatch, label);
    p.append(item);
  }
  return p;
}

/** A Plot chart as one image with its name: Plot labels its marks' groups, which an SVG group
 *  without a role may not carry (axe: aria-prohibited-attr). */
export function namedChart(chart: SVGSVGElement | HTMLElement): SVGSVGElement | HTMLElement {
  const svg = chart instanceof SVGSVGElement ? chart : chart.querySelector('svg');
  svg?.setAttribute('role', 'img');
  for (const g of chart.querySelectorAll('g[aria-label]')) g.removeAttribute('aria-label');
  return chart;
}

/** Whole-number ticks from `lo` to `hi`, about eight: a metric counts things, and a tick at 2.5
 *  would name a value no game can have. */
export function integerTicks(lo: number, hi: number): number[] {
  const span = Math.max(1, hi - lo);
  let step = 1;
  for (const base of [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000])
    if (span / base <= 10) {
      step = base;
      break;
    }
  if (span / step > 10) step = 10 ** Math.ceil(Math.log10(span / 10));
  const ticks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) ticks.push(t);
  return ticks;
}

/** Bars: the share of games with each value; line: the exact probabilities, where known. */
export function distributionChart(
  metric: MetricReport,
  name: string,
  width: number,
  exactPmf?: readonly number[],
): HTMLElement {
  const games = metric.histogram.reduce((sum, [, count]) => sum + count, 0);
  let seen = 0;
  let cut = metric.max;
  for (const [value, count] of metric.histogram) {
    seen += count;
    if (seen >= DRAWN_SHARE * games) {
      cut = value;
      break;
    }
  }
  const bars = metric.histogram
    .filter(([value]) => value <= cut)
    .map(([value, count]) => ({ value, share: count / games }));
  const exact = (exactPmf ?? [])
    .map((p, value) => ({ value, p }))
    .filter(({ value, p }) => value >= metric.min && value <= cut && p > 0);
  const chart = Plot.plot({
    ariaLabel: `Distribution of ${name} per game: the share of ${FORMATS.int(games)} simulated games for each number of ${name}${exact.length > 0 ? ', with the exact distribution as a line' : ''}; the most common is ${bars.reduce((a, b) => (b.share > a.share ? b : a), bars[0] ?? { value: 0, share: 0 }).value}`,
    width,
    height: 300,
    marginLeft: 56,
    // each bar whole inside the frame (the first one was clipped), ticks on whole numbers
    x: {
      label: `${name} per game →`,
      domain: [(bars[0]?.value ?? metric.min) - 0.5, cut + 0.5],
      ticks: integerTicks(bars[0]?.value ?? metric.min, cut),
    },
    y: { label: '↑ share of games (%)', percent: true, grid: true },
    marks: [
      Plot.rectY(bars, {
        x1: (d: { value: number }) => d.value - 0.45,
        x2: (d: { value: number }) => d.value + 0.45,
        y: 'share',
        fill: 'var(--simulated)',
        title: (d: { value: number; share: number }) =>
          `${d.value} ${name}: ${FORMATS.pct3(d.share)} of games`,
      }),
      Plot.line(exact, { x: 'value', y: 'p', stroke: 'var(--exact)', strokeWidth: 2 }),
      Plot.ruleY([0]),
    ],
  });
  const figure = document.createElement('figure');
  figure.append(
    legend([
      ['simulated', `simulated (${FORMATS.int(games)} games)`],
      ...(exact.length > 0 ? [['exact', 'exact (Markov chain)'] as [string, string]] : []),
    ]),
    namedChart(chart),
  );
  if (cut < metric.max) {
    const note = document.createElement('p');
    note.className = 'note';
    note.textContent = `Not drawn: the ${FORMATS.pct3(1 - seen / games)} of games longer than ${cut} ${name} (the longest took ${metric.max}).`;
    figure.append(note);
  }
  return figure;
}

/** Each seat's win rate (dot) with its 95% Wilson interval (line) and the exact probability (tick). */
export function seatsChart(
  seats: readonly SeatReport[],
  width: number,
  exact?: readonly number[],
): HTMLElement {
  const data = seats.map((s, i) => ({
    seat: `seat ${i + 1}`,
    rate: s.winRate,
    low: s.ci95[0],
    high: s.ci95[1],
    exact: exact?.[i],
  }));
  const withExact = data.filter((d) => d.exact !== undefined);
  const chart = Plot.plot({
    ariaLabel: `Win rate per seat with its 95% interval: ${data.map((d) => `${d.seat} ${FORMATS.pct2(d.rate)}`).join(', ')}${withExact.length > 0 ? '; the exact probabilities as ticks' : ''}`,
    width,
    height: 40 + 32 * data.length,
    marginLeft: 60,
    x: { label: 'win rate (%) →', percent: true, grid: true, nice: true },
    y: { label: null, domain: data.map((d) => d.seat) },
    marks: [
      Plot.ruleY(data, { y: 'seat', x1: 'low', x2: 'high', stroke: 'var(--simulated)', strokeWidth: 3 }),
      Plot.dot(data, { y: 'seat', x: 'rate', fill: 'var(--simulated)', r: 4 }),
      Plot.tickX(withExact, { y: 'seat', x: 'exact', stroke: 'var(--exact)', strokeWidth: 2 }),
    ],
  });
  const figure = document.createElement('figure');
  figure.append(
    legend([
      ['simulated', 'simulated win rate and 95% interval'],
      ...(withExact.length > 0 ? [['exact', 'exact probability'] as [string, string]] : []),
    ]),
    namedChart(chart),
  );
  return figure;
}
