import type { TProject } from '@keelson/contract';
import { maintenanceState } from '@keelson/domain';
import { Badge } from '@mantine/core';
import { useActivationState } from './use-project.ts';

/**
 * Maintenance is available if the owning team allows it, active once a maintenance bucket exists.
 * Read from activation-state; derived from the project itself while that is not known.
 */
export function MaintenanceBadge({ project }: { project: TProject }) {
  const activation = useActivationState(project.id);
  const state = activation
    ? { available: activation.is_available, active: activation.is_active }
    : maintenanceState({
        ownerTeamFeatures: project.owner_team?.available_features ?? null,
        hasMaintenanceBucket: Boolean(project.maintenance_bucket),
      });
  if (state.active) return <Badge color="green">Maintenance active</Badge>;
  if (state.available) return <Badge color="yellow">Maintenance available, not active</Badge>;
  return <Badge color="gray">Maintenance not available</Badge>;
}
