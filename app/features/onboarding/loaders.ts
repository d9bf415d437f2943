// onboarding: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).
import { withLaterCatalogue } from '../../lib/i18n.ts';

/** The checklist's own chunk, loaded when the conversation screen shows it. */
export const loadOnboardingChecklist = () => withLaterCatalogue(import('./OnboardingChecklist.tsx'));
