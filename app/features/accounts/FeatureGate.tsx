import type { ReactNode } from 'react';
import { useAccountFeatures } from './useAccountFeatures.ts';

interface TFeatureGateProps {
  /** A feature key of the account (common/features.ts or an installation-specific one). */
  feature: string;
  children: ReactNode;
  /** Shown instead when the feature is off (nothing by default). */
  fallback?: ReactNode;
}

/** Part 2 §2: shows its content only when the current account has the feature enabled. */
export const FeatureGate = ({ feature, children, fallback = null }: TFeatureGateProps) =>
  useAccountFeatures()[feature] === true ? children : fallback;
