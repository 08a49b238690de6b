import { Alert, Button, Group, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TagLabel } from './TagLabel.tsx';
import { tagPurpose, useTags } from './use-tags.ts';

/** How many stickers one sheet prints at most (the newest first). */
const SHEET_SIZE = 100;

/**
 * #/tagSheet?project_id=…: the project's tags as a sheet of stickers, two per row on A4, ready for
 * sticker paper. The screen shows a print button; the printout only the stickers.
 */
export function TagSheetPage() {
  const [params] = useSearchParams();
  const projectId = params.get('project_id') ?? '';
  const tags = useTags({ project_id: projectId }, { limit: SHEET_SIZE });
  if (tags.isError) return <Alert color="red">These tags could not be loaded. Sign in and try again.</Alert>;
  const content = tags.data?.content ?? [];
  return (
    <div className="tag-sheet-page">
      <Group className="print-hidden" justify="space-between" p="md">
        <Text>
          {tags.isPending
            ? 'Loading the tags…'
            : `${content.length} tag(s) of ${content[0]?.ship_name ?? 'this ship'}`}
        </Text>
        <Button onClick={() => window.print()} disabled={content.length === 0}>
          Print sheet
        </Button>
      </Group>
      <div className="tag-sheet" data-testid="tag-sheet">
        {content.map((tag) => (
          <TagLabel
            key={tag.id}
            firstPosition={tag.ship_name ?? ''}
            secondPosition={tagPurpose(tag)}
            tagCode={tag.tagid_data}
            codeText={tag.tagid_formatted_short}
            qrSize={160}
          />
        ))}
      </div>
    </div>
  );
}
