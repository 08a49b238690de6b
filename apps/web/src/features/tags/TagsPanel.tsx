import { Anchor, Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useTagChange, useTags } from './use-tags.ts';

/**
 * The project's tags: request a batch of stickers, print them as a sheet, see which item each
 * marks. Shown as a narrow list on a phone (two columns only).
 */
export function TagsPanel({ projectId, canRequest }: { projectId: string; canRequest: boolean }) {
  const tags = useTags({ project_id: projectId }, { limit: 100 });
  const { request } = useTagChange();
  const [count, setCount] = useState<number | string>(12);
  const content = tags.data?.content ?? [];
  const bound = content.filter((tag) => tag.ref_ihm_order_item).length;
  return (
    <Stack>
      {canRequest && (
        <Group align="flex-end">
          <NumberInput label="New tags" min={1} max={100} value={count} onChange={setCount} w={120} />
          <Button
            loading={request.isPending}
            onClick={() =>
              typeof count === 'number' &&
              request.mutate(
                { project_id: projectId, count },
                {
                  onSuccess: (page) =>
                    showAlert({
                      type: 'success',
                      message: `${page.content.length} new tag(s) are ready to print.`,
                    }),
                  onError: showErrorAlert,
                },
              )
            }
          >
            Request tags
          </Button>
          <Button component={Link} to={`/tagSheet?project_id=${projectId}`} variant="light" target="_blank">
            Print sheet
          </Button>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {tags.data
          ? `${tags.data.total} tag(s), ${bound} of the newest ${content.length} bound to an item.`
          : ''}
      </Text>
      <Table striped aria-label="Tags of the project">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Marks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {content.map((tag) => (
            <Table.Tr key={tag.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/tag/${tag.tagid_data}`} ff="monospace">
                  {tag.tagid_formatted_short}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {tag.ref_ihm_order_item ? (
                  tag.ref_ihm_order_item.display_name
                ) : (
                  <Badge variant="outline" color="gray">
                    not bound
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
