import type { ExportFileType } from '@keelson/contract';
import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { reportUserAction } from '../../api/audit.ts';
import { downloadLink, exportsApi } from '../../api/exports.ts';
import type { ItemFilters } from '../../api/orders.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

const FILE_TYPES: { type: ExportFileType; label: string }[] = [
  { type: 'spreadsheet', label: 'Spreadsheet (xlsx)' },
  { type: 'jsonlines', label: 'JSON lines' },
  { type: 'xml', label: 'XML' },
];

/**
 * Exports what the list shows (its set, statistics field, vessel, supplier and search; every page):
 * the server signs a short-lived link and the browser downloads it.
 */
export function ExportMenu({ bucketId, filters }: { bucketId: string; filters: ItemFilters }) {
  const exporting = useMutation({
    mutationFn: (fileType: ExportFileType) => exportsApi.itemsLink(bucketId, filters, fileType),
    onSuccess: (link) => {
      downloadLink(link);
      reportUserAction('exported', bucketId, link.file_name);
    },
    onError: showErrorAlert,
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" loading={exporting.isPending}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>All items of this list</Menu.Label>
        {FILE_TYPES.map(({ type, label }) => (
          <Menu.Item key={type} onClick={() => exporting.mutate(type)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
