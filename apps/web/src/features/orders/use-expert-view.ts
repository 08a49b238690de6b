import type { TUser } from '@keelson/contract';
import { showsExpertView, taskListOf } from '@keelson/domain';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { usersApi } from '../../api/users.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { useCurrentUser } from '../profile/use-current-user.ts';

/**
 * Whether the company's maintenance screens show the expert's view: only to those with the expert
 * capability on the company, on unless they switched it off. Off, an expert sees what the crew sees
 * (crew lists, displays and actions). The choice is the user's, kept on the server (spec section 6),
 * so it follows them to every browser. `ready` once the capabilities and the user are known.
 */
export function useExpertView(bucketId: string) {
  const { ready, capabilities } = useCompanyCapabilities(bucketId);
  const { data: user } = useCurrentUser({ alertOnError: false });
  const queryClient = useQueryClient();
  const isExpert = capabilities.includes('ihm.maint.is_expert');
  const expertView = showsExpertView(isExpert, user ? user.expert_view : null);
  const setExpertView = (on: boolean) => {
    if (!user) return;
    const key = queryKeys.user(user.id);
    // Shown at once; the server's answer confirms it, a failure puts the old choice back.
    queryClient.setQueryData<TUser>(key, { ...user, expert_view: on });
    usersApi.patch(user.id, { expert_view: on }).then(
      (saved) => queryClient.setQueryData(key, saved),
      () => {
        queryClient.setQueryData<TUser>(key, user);
        showAlert({ type: 'error', message: 'Unable to complete action.' });
      },
    );
  };
  return {
    ready: ready && Boolean(user),
    isExpert,
    expertView,
    taskList: taskListOf(expertView),
    setExpertView,
  };
}
