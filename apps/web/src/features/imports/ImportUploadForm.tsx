import { IMPORT_SOURCES, type ImportSource, labelOf } from '@keelson/domain';
import { Anchor, Button, FileInput, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { importsApi } from '../../api/imports.ts';
import { fileTypeOf } from './use-imports.ts';

const OWN_FORMAT = 'keelson';

/**
 * A file in: xlsx, JSON lines or XML in Keelson's format, or a procurement system's own export.
 * Nothing is written on upload: the job simulates first and says what a run would do.
 */
export function ImportUploadForm(props: {
  busy: boolean;
  onUpload: (props: {
    file: File;
    fileType: NonNullable<ReturnType<typeof fileTypeOf>>;
    source: ImportSource | null;
  }) => Promise<unknown>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string>(OWN_FORMAT);
  const fileType = file ? fileTypeOf(file.name) : null;
  const wrongType = file !== null && fileType === null;
  const submit = async () => {
    if (!file || !fileType) return;
    await props.onUpload({ file, fileType, source: source === OWN_FORMAT ? null : (source as ImportSource) });
    setFile(null);
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Import a file">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="File"
            placeholder="Choose an xlsx, JSON lines or XML file"
            accept=".xlsx,.jsonl,.ndjson,.xml"
            value={file}
            onChange={setFile}
            clearable
            error={wrongType ? 'Choose an .xlsx, .jsonl or .xml file' : undefined}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label="Format"
            data={[
              { value: OWN_FORMAT, label: 'Keelson format' },
              ...IMPORT_SOURCES.map((value) => ({ value, label: labelOf('importSource', value) })),
            ]}
            value={source}
            onChange={(value) => setSource(value ?? OWN_FORMAT)}
            allowDeselect={false}
            style={{ flex: '0 1 12rem' }}
          />
          <Button onClick={() => void submit()} disabled={!file || wrongType} loading={props.busy}>
            Upload and simulate
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Templates:{' '}
          <Anchor href={importsApi.templateUrl('flat', 'spreadsheet')} download>
            one sheet (ihm.flat)
          </Anchor>
          {' · '}
          <Anchor href={importsApi.templateUrl('entities', 'spreadsheet')} download>
            one sheet per entity
          </Anchor>
          {' · '}
          <Anchor href={importsApi.templateUrl('flat', 'jsonlines')} download>
            JSON lines
          </Anchor>
          {' · '}
          <Anchor href={importsApi.templateUrl('flat', 'xml')} download>
            XML
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
