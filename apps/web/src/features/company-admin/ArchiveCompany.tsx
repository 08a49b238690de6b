import type { TBucket } from '@keelson/contract';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useArchiveCompany } from './use-company-admin.ts';

/**
 * Archive or restore, each after a confirmation: archiving closes the company's orders, statistics,
 * imports and supplier portal links until it is restored; nothing is deleted.
 */
export function ArchiveCompany({ company }: { company: TBucket }) {
  const [confirming, setConfirming] = useState(false);
  const change = useArchiveCompany(company);
  const archive = !company.archived;
  const action = archive ? 'Archive company' : 'Restore company';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {archive ? 'Archive' : 'Restore'}
        </Title>
        <Text size="sm">
          {archive
            ? 'An archived company keeps its data but is read-only: its orders, statistics and imports close, and its suppliers’ portal links stop working until it is restored.'
            : 'Restoring opens the company’s orders, statistics and imports again.'}
        </Text>
        <Group>
          <Button
            color={archive ? 'red' : undefined}
            variant={archive ? 'light' : 'filled'}
            loading={change.isPending}
            onClick={() => setConfirming(true)}
          >
            {action}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={archive ? `Archive ${company.name}?` : `Restore ${company.name}?`}
      >
        <Stack>
          <Text size="sm">
            {archive
              ? 'Nobody can work in it until a manager restores it.'
              : 'Everyone who works for it can work in it again.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color={archive ? 'red' : undefined}
              onClick={() => {
                setConfirming(false);
                change.mutate(archive);
              }}
            >
              {action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
