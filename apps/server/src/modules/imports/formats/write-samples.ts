// Writes docs/samples: the sample purchase data in every format and as each source's export.
// Run: node --import tsx apps/server/src/modules/imports/formats/write-samples.ts
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ImportFileType, ImportSource } from '@keelson/domain';
import { SAMPLE_ROWS } from './import-sample.data.ts';
import { type ImportTemplateLayout, writeImportFile } from './write-import-file.ts';

type Sample = {
  file: string;
  fileType: ImportFileType;
  layout: ImportTemplateLayout;
  source?: ImportSource;
};

export const SAMPLES: readonly Sample[] = [
  { file: 'ihm-flat.xlsx', fileType: 'spreadsheet', layout: 'flat' },
  { file: 'ihm-entities.xlsx', fileType: 'spreadsheet', layout: 'entities' },
  { file: 'ihm-entities.jsonl', fileType: 'jsonlines', layout: 'entities' },
  { file: 'ihm-flat.jsonl', fileType: 'jsonlines', layout: 'flat' },
  { file: 'ihm-entities.xml', fileType: 'xml', layout: 'entities' },
  { file: 'cfm-export.xlsx', fileType: 'spreadsheet', layout: 'flat', source: 'CFM_IHMMAINT' },
  { file: 'marasoft-export.xlsx', fileType: 'spreadsheet', layout: 'flat', source: 'MARASOFT_IHMMAINT' },
  { file: 'zeeborn-export.xlsx', fileType: 'spreadsheet', layout: 'flat', source: 'ZEEBORN_IHMMAINT' },
];

export async function writeSamples(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const sample of SAMPLES)
    await writeImportFile(
      sample.fileType,
      sample.layout,
      SAMPLE_ROWS,
      createWriteStream(`${folder}/${sample.file}`),
      {
        source: sample.source ?? null,
      },
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = fileURLToPath(new URL('../../../../../../docs/samples', import.meta.url));
  await writeSamples(folder);
  console.log(`Samples written to ${folder}`);
}
