import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Waits this long after typing before reporting (0: at once, for filters on the loaded rows). */
  debounceMs?: number;
};

/** The search box above a table. */
export function TableSearch({ label, value, onChange, debounceMs = 0 }: Props) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, debounceMs);
  const reported = debounceMs > 0 ? debounced : text;
  useEffect(() => {
    if (reported !== value) onChange(reported);
  }, [reported, value, onChange]);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={320}
      maw="100%"
    />
  );
}
