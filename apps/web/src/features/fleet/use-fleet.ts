import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetApi, fleetKeys, type Period, type TrendScope } from '../../api/fleet.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** Counts move with every item change: read again when the user comes back, not more often. */
const STALE_MS = 30_000;

/** Every company and vessel the user sees, with their counts. */
export function useFleet() {
  const query = useQuery({ queryKey: fleetKeys.fleet(), queryFn: fleetApi.fleet, staleTime: STALE_MS });
  useErrorAlert(query.error);
  return query;
}

/** The suppliers with most overdue requests across the fleet. */
export function useOverdueSuppliers() {
  const query = useQuery({
    queryKey: fleetKeys.suppliers(),
    queryFn: () => fleetApi.suppliers(10),
    staleTime: STALE_MS,
  });
  useErrorAlert(query.error);
  return query;
}

/** The daily statistics of a company or a vessel over a period. */
export function useTrend(scope: TrendScope | null, period: Period) {
  const query = useQuery({
    queryKey: scope ? fleetKeys.trend(scope, period) : ['fleet', 'trend', 'none'],
    queryFn: () => (scope ? fleetApi.trend(scope, period) : Promise.resolve(null)),
    enabled: scope !== null,
    staleTime: 5 * 60_000,
  });
  useErrorAlert(query.error);
  return query;
}

/** The user's weekly digest choice, and switching it. */
export function useFleetDigest() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: fleetKeys.digest(), queryFn: fleetApi.digest });
  const change = useMutation({
    mutationFn: fleetApi.setDigest,
    onSuccess: (answer) => queryClient.setQueryData(fleetKeys.digest(), answer),
    onError: showErrorAlert,
  });
  return { query, change };
}
