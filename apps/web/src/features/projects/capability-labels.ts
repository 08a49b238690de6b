import type { Capability } from '@keelson/domain';

/** How a project capability reads on a badge or a checkbox. */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  'ihm.maint.is_expert': 'Expert',
  'ihm.maint.is_crew': 'Crew',
  'ihm.maint.is_rules_manager': 'Rules manager',
  'ihm.maint.is_manager': 'Manager',
};
