import type { TSlaPolicy } from '../../../common/contracts/sla.ts';
import type { TSlaPolicyRow } from './sla.repo.ts';

export const presentSlaPolicy = (p: TSlaPolicyRow): TSlaPolicy => ({
  id: p.id,
  name: p.name,
  description: p.description,
  first_response_time_threshold: p.firstResponseTimeThreshold,
  next_response_time_threshold: p.nextResponseTimeThreshold,
  resolution_time_threshold: p.resolutionTimeThreshold,
  only_during_business_hours: p.onlyDuringBusinessHours,
});
