import { Anchor, Button, Group, Image, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { reportUserAction } from '../../api/audit.ts';
import { downloadHref, previewHref } from '../../api/documents.ts';
import { useNestedLayer } from '../../components/layers/layer-store.ts';

type PreviewDocument = { id?: string; filename: string; download_url: string };

const IMAGE = /\.(png|jpe?g)$/i;

/**
 * A document's download link and a Preview button that shows it over the screen: images as images,
 * PDFs in the browser's own viewer. Both use the document's short-lived signed URL.
 */
export function DocumentLinks({ document }: { document: PreviewDocument }) {
  const [open, setOpen] = useState(false);
  useNestedLayer(open);
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor
        href={downloadHref(document.download_url)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        // The download is reported (POST /user-audit-logs); the link works whatever that answers.
        onClick={() => document.id && reportUserAction('downloaded', document.id, document.filename)}
      >
        Download {document.filename}
      </Anchor>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)} style={{ flexShrink: 0 }}>
        Preview
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={document.filename}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close preview' }}
      >
        {open && (
          <Stack>
            {IMAGE.test(document.filename) ? (
              <Image
                src={previewHref(document.download_url)}
                alt={`Preview of ${document.filename}`}
                fit="contain"
              />
            ) : (
              <iframe
                src={previewHref(document.download_url)}
                title={`Preview of ${document.filename}`}
                style={{ width: '100%', height: '70vh', border: 0 }}
              />
            )}
          </Stack>
        )}
      </Modal>
    </Group>
  );
}
