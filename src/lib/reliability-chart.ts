/**
 * The geometry of the model page's reliability diagram, computed at build time:
 * one mark per bin at (mean predicted, observed rate), the diagonal where a
 * perfectly calibrated model's marks would sit, and the axis ticks. Both axes
 * share one scale, from 0 to the first 5 % step above every bin's figures, so
 * the diagonal is a true 45° line. Plain numbers: the page writes the SVG.
 */
import type { ReliabilityBin } from '../../domain/probability/card.ts';

export interface ChartMark {
  bin: number;
  n: number;
  predicted: number;
  observed: number;
  cx: number;
  cy: number;
}

export interface ReliabilityChart {
  width: number;
  height: number;
  /** The plotting area inside the margins. */
  plot: { left: number; top: number; right: number; bottom: number };
  /** Axis maximum (a probability), both axes. */
  max: number;
  ticks: { value: number; x: number; y: number }[];
  diagonal: { x1: number; y1: number; x2: number; y2: number };
  marks: ChartMark[];
}

const STEP = 0.05;

/** `reach`: the highest HR Chance the site shows tonight: the axes run at least that far. */
export function reliabilityChart(bins: readonly ReliabilityBin[], size = 320, reach = 0): ReliabilityChart {
  const margin = { left: 54, top: 12, right: 14, bottom: 40 };
  const plot = { left: margin.left, top: margin.top, right: size - margin.right, bottom: size - margin.bottom };
  const highest = Math.max(STEP, reach, ...bins.flatMap((b) => [b.meanPredicted, b.observedRate]));
  const max = Math.ceil(highest / STEP - 1e-9) * STEP;
  const x = (p: number) => plot.left + (p / max) * (plot.right - plot.left);
  const y = (p: number) => plot.bottom - (p / max) * (plot.bottom - plot.top);
  const tickCount = Math.round(max / STEP);
  const ticks = Array.from({ length: tickCount + 1 }, (_, i) => {
    const value = Math.round(i * STEP * 100) / 100;
    return { value, x: x(value), y: y(value) };
  });
  return {
    width: size,
    height: size,
    plot,
    max,
    ticks,
    diagonal: { x1: x(0), y1: y(0), x2: x(max), y2: y(max) },
    marks: bins.map((b) => ({ bin: b.bin, n: b.n, predicted: b.meanPredicted, observed: b.observedRate, cx: x(b.meanPredicted), cy: y(b.observedRate) })),
  };
}
