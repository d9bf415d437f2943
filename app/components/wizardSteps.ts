export interface TWizardStep {
  /** The route name the step lives on. */
  route: string;
  title: string;
  body: string;
}

export type TStepState = 'active' | 'completed' | 'pending';

/** Part 2 §4: active on its own route, completed before the active step, pending after it. */
export const stepStates = (steps: readonly Pick<TWizardStep, 'route'>[], currentRoute: string): TStepState[] => {
  const active = steps.findIndex((s) => s.route === currentRoute);
  return steps.map((_, i) => (i === active ? 'active' : active >= 0 && i < active ? 'completed' : 'pending'));
};
