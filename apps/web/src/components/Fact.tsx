import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a detail view (small caps label over its value); nothing shows as '–'. */
export function Fact({ label, value, size = 'sm' }: { label: string; value: ReactNode; size?: 'sm' | 'md' }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={size} component="div">
        {value === null || value === undefined || value === '' ? '–' : value}
      </Text>
    </div>
  );
}
