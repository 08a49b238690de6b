import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { SurveyChecks } from './SurveyChecks.tsx';
import { SurveyDocuments } from './SurveyDocuments.tsx';
import { VesselSurveyForm } from './VesselSurveyForm.tsx';
import { VscpPanel } from './VscpPanel.tsx';

/** The project's initial survey: checks on the plans, and the visual/sampling check plan. */
export function SurveyPanel({ projectId, editor }: { projectId: string; editor: boolean }) {
  const [tab, setTab] = useState<string | null>('checks');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} variant="pills">
      <Tabs.List>
        <Tabs.Tab value="checks">Checks</Tabs.Tab>
        <Tabs.Tab value="vscp">VSCP</Tabs.Tab>
        <Tabs.Tab value="documents">Signatures & files</Tabs.Tab>
        <Tabs.Tab value="data">Survey data</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="checks" pt="md">
        <SurveyChecks projectId={projectId} editor={editor} />
      </Tabs.Panel>
      <Tabs.Panel value="vscp" pt="md">
        <VscpPanel projectId={projectId} editor={editor} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <SurveyDocuments projectId={projectId} editor={editor} />
      </Tabs.Panel>
      <Tabs.Panel value="data" pt="md">
        <VesselSurveyForm projectId={projectId} editor={editor} />
      </Tabs.Panel>
    </Tabs>
  );
}
