import type { TBucket } from '@keelson/contract';
import { Text } from '@mantine/core';
import { lastImportText } from './company-list.ts';

/** A count, or a dash where the answer carried none (a company whose data the user does not see). */
export const countText = (value: number | undefined) => (value === undefined ? '–' : String(value));

/** Whether the company was checked; as text, which a narrow table cell does not cut. */
export function CheckedText({ company }: { company: TBucket }) {
  return (
    <Text size="sm" fw={600} c={company.checked ? 'teal' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
      {company.checked ? 'Checked' : 'Not checked'}
    </Text>
  );
}

export const lastImport = (company: TBucket) => lastImportText(company.days_since_last_import);
