/**
 * One line per figure a benchmark measures, next to its goal. Each bench calls `figure()` for its headline
 * numbers; the line is printed at once and appended to `bench/.figures.jsonl` so `npm run bench` (scripts/bench-all.ts)
 * can print every figure of the run in one table at the end.
 */
import fs from 'node:fs';
import path from 'node:path';

export type TGoal = { atMost: number } | { atLeast: number } | null;

export interface IFigure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  goal: TGoal;
}

export const FIGURES_FILE = path.join(import.meta.dirname, '.figures.jsonl');

export const meets = (f: IFigure): boolean | null =>
  f.goal === null ? null : 'atMost' in f.goal ? f.value <= f.goal.atMost : f.value >= f.goal.atLeast;

const goalText = (g: TGoal) => (g === null ? 'figure only' : 'atMost' in g ? `≤ ${g.atMost}` : `≥ ${g.atLeast}`);

export const figureLine = (f: IFigure): string => {
  const verdict = meets(f);
  const mark = verdict === null ? '' : verdict ? 'pass' : 'MISSED';
  const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(2);
  return `${f.bench.padEnd(14)} ${f.name.padEnd(48)} ${`${value} ${f.unit}`.padStart(14)}  ${goalText(f.goal).padEnd(12)} ${mark}`;
};

/** Prints a headline figure with its goal and records it for the run's summary. */
export const figure = (bench: string, name: string, value: number, unit: string, goal: TGoal = null): void => {
  const f: IFigure = { bench, name, value, unit, goal };
  process.stdout.write(`figure: ${figureLine(f)}\n`);
  fs.appendFileSync(FIGURES_FILE, `${JSON.stringify(f)}\n`);
};
