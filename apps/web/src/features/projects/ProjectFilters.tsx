import { Group, NativeSelect, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { projectsApi } from '../../api/projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  groupId: string;
  onGroupChange: (groupId: string) => void;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
};

/** The list's filters: search text, ship group and whether removed projects are shown. */
export function ProjectFilters(props: Props) {
  const groups = useQuery({ queryKey: queryKeys.shipGroups, queryFn: projectsApi.shipGroups });
  useErrorAlert(groups.error);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Ship, IMO or project"
        type="search"
        value={props.text}
        onChange={(event) => props.onTextChange(event.currentTarget.value)}
        w={280}
      />
      <NativeSelect
        label="Group"
        value={props.groupId}
        onChange={(event) => props.onGroupChange(event.currentTarget.value)}
        data={[
          { value: '', label: 'All groups' },
          ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
        ]}
        w={220}
      />
      <Switch
        label="Show removed"
        checked={props.removed}
        onChange={(event) => props.onRemovedChange(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
