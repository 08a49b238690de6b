import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Waits this long after typing before reporting (0: at once, for filters on the loaded rows). */
  debounceMs?: number;
  description?: string;
  /** Reports the text trimmed (searches sent to the server). */
  trim?: boolean;
  width?: number | string;
};

/**
 * The search box above a list. Typed text is reported once it has settled; a new `value` from
 * outside (a link, Back, a reset) replaces the text, and is never overwritten by older typing.
 */
export function TableSearch({
  label,
  value,
  onChange,
  debounceMs = 0,
  description,
  trim,
  width = 320,
}: Props) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, debounceMs);
  const settled = debounceMs > 0 ? debounced : text;
  // The value last known on both sides.
  const known = useRef(value);
  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setText(value);
  }, [value]);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (settled !== text) return;
    const next = trim ? settled.trim() : settled;
    if (next === (trim ? known.current.trim() : known.current)) return;
    known.current = next;
    report.current(next);
  }, [settled, text, trim]);
  return (
    <TextInput
      label={label}
      description={description}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={width}
      maw="100%"
    />
  );
}
