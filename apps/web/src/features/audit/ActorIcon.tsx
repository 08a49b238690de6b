import type { TAuditEntry } from '@keelson/contract';
import { ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { ACTOR_KIND_LABELS } from './audit-format.ts';

type ActorKind = TAuditEntry['actor']['kind'];

// Outline glyphs on a 24 px grid, drawn with the text's colour.
const GLYPHS: Record<ActorKind, ReactNode> = {
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    </>
  ),
  api_key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M10.85 12.15 19 4M18 5l2 2M15 8l2 2" />
    </>
  ),
  supplier_portal: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18" />
    </>
  ),
  rule: <path d="M13 3v7h6l-8 11v-7H5l8-11" />,
  import_job: <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12" />,
  system: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
};

const COLORS: Record<ActorKind, string> = {
  user: 'blue',
  api_key: 'grape',
  supplier_portal: 'teal',
  rule: 'orange',
  import_job: 'indigo',
  system: 'gray',
};

/** Who made a change, by kind: a person, an API key, the supplier portal, a rule, an import, Keelson. */
export function ActorIcon({ kind }: { kind: ActorKind }) {
  const label = ACTOR_KIND_LABELS[kind] ?? kind;
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={COLORS[kind] ?? 'gray'}
      role="img"
      aria-label={label}
      title={label}
      style={{ flexShrink: 0 }}
    >
      <svg
        viewBox="0 0 24 24"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {GLYPHS[kind] ?? GLYPHS.system}
      </svg>
    </ThemeIcon>
  );
}
