import { Group, NativeSelect, Pagination } from '@mantine/core';

/** The page sizes a table offers (spec section 9). */
export const PAGE_SIZES = [50, 100] as const;
export type TablePageSize = (typeof PAGE_SIZES)[number];

type Props = {
  /** Zero-based. */
  page: number;
  size: number;
  totalElements: number;
  onPage: (page: number) => void;
  onSize: (size: TablePageSize) => void;
};

/** A table's page size (50 or 100) and its pages. */
export function TablePaging({ page, size, totalElements, onPage, onSize }: Props) {
  const pages = Math.max(1, Math.ceil(totalElements / size));
  return (
    <Group justify="space-between">
      <NativeSelect
        label="Page size"
        size="xs"
        value={String(size)}
        onChange={(event) => onSize(event.currentTarget.value === '50' ? 50 : 100)}
        data={PAGE_SIZES.map(String)}
      />
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
