import { Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { AuditSubject } from '../../api/audit.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';

// The trail is read on demand: its code and its first page come when the tab opens.
const AuditHistory = lazy(async () => ({ default: (await import('./AuditHistory.tsx')).AuditHistory }));

type Props = {
  subject: AuditSubject;
  /** What the History is of, for its accessible name. */
  name: string;
  children: ReactNode;
};

/**
 * A sheet's Details and History tabs (an order item, a survey check): the details stay mounted
 * while the History is looked at, so a form half filled in is not lost.
 */
export function HistoryTabs({ subject, name, children }: Props) {
  const [tab, setTab] = useState<string | null>('details');
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List grow>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        {children}
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        {tab === 'history' && (
          <Suspense fallback={<LoadingIndicator />}>
            <AuditHistory subject={subject} name={name} />
          </Suspense>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
