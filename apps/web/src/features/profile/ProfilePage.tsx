import { fullName } from '@keelson/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { usersApi } from '../../api/users.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ImageUpload } from '../../components/ImageUpload.tsx';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';
import { useCurrentUser } from './use-current-user.ts';

/** #/dashboard/profile: my names, my image and two-factor. */
export function ProfilePage() {
  usePageTitle(['Profile']);
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  return (
    <Stack maw={560}>
      <Title order={1} size="h2">
        Profile
      </Title>
      {isPending && <LoadingIndicator />}
      {user && (
        <Paper withBorder radius="md" p="md">
          <Stack>
            <ImageUpload
              label="Profile image"
              imageUrl={user.image}
              name={fullName(user)}
              upload={async (file) => {
                const saved = await usersApi.putImage(user.id, file);
                if (saved?.id) queryClient.setQueryData(queryKeys.user(user.id), saved);
                else await queryClient.invalidateQueries({ queryKey: queryKeys.user(user.id) });
              }}
            />
            <ProfileForm user={user} />
          </Stack>
        </Paper>
      )}
      <TwoFactorSetting />
    </Stack>
  );
}
