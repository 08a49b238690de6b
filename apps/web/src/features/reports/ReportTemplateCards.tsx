import type { TReportTemplate } from '@keelson/contract';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';

/**
 * The project's report templates as cards to choose from: name and description; one the project
 * cannot make yet is disabled and says why. Stacked on a phone.
 */
export function ReportTemplateCards(props: {
  templates: readonly TReportTemplate[];
  value: string | null;
  onChange: (template: string) => void;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} label="Template" name="report-template">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt={4}>
        {props.templates.map((template) => (
          <Radio.Card
            key={template.template}
            value={template.template}
            disabled={!template.available}
            aria-label={template.template_name}
            aria-describedby={`report-template-${template.template}`}
            p="sm"
            radius="md"
            style={{
              display: 'flex',
              alignItems: 'flex-start',
              cursor: template.available ? 'pointer' : 'not-allowed',
              background: template.available ? undefined : 'var(--mantine-color-gray-0)',
            }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator disabled={!template.available} mt={2} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={700} size="sm" c={template.available ? undefined : 'dimmed'}>
                  {template.template_name}
                </Text>
                <Stack gap={4} id={`report-template-${template.template}`}>
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                  {!template.available && (
                    <Text size="sm" c="orange.8" fw={500}>
                      {template.unavailable_reason ?? 'Not available for this project yet.'}
                    </Text>
                  )}
                </Stack>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
