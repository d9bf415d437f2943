// profile: the parts other modules load lazily, each in its own chunk (index.ts re-exports them).

/** The enrolment screen the frame shows once an account's two-factor grace period is over. */
export const loadMfaRequiredScreen = () => import('./MfaRequiredScreen.tsx');
