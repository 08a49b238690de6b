import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';

/** Two-factor in the profile: on, or off with the way to switch it on (offered once after sign-in). */
export function TwoFactorSetting() {
  const { data: account } = useQuery({ queryKey: ['my-account'], queryFn: accountsApi.myAccount });
  if (!account) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="two-factor-heading">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="two-factor-heading">
            Two-factor authentication
          </Title>
          <Badge color={account.is2FAEnabled ? 'green' : 'gray'} variant="light" tt="none">
            {account.is2FAEnabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {account.is2FAEnabled ? (
          <Text size="sm">Every sign-in asks for a code sent to your e-mail address.</Text>
        ) : (
          <>
            <Text size="sm">
              With two-factor on, a sign-in also asks for a code sent to your e-mail address, so a stolen
              password alone does not open your account.
            </Text>
            <Group>
              <Button component={Link} to="/home/2fa-activation" variant="light">
                Activate 2FA
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
