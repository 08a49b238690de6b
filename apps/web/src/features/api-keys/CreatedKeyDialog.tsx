import type { TApiKeyCreated } from '@keelson/contract';
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** The new key, once: the server keeps only its hash, so this is the only time anyone sees it. */
export function CreatedKeyDialog({ created, onClose }: { created: TApiKeyCreated; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`API key ${created.name}`} closeOnClickOutside={false}>
      <Stack>
        <Text>Copy the key now and keep it safe: it will not be shown again.</Text>
        <Code block data-testid="created-api-key" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {created.key}
        </Code>
        <Text size="sm" c="dimmed">
          Send it as <Code>Authorization: ApiKey &lt;key&gt;</Code> or <Code>X-Api-Key: &lt;key&gt;</Code>.
        </Text>
        <Group justify="flex-end">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
