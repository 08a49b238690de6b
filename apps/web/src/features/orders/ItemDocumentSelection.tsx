import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RequestType, TDocumentFile } from '../../api/documents.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { TableSearch } from '../../components/table/TableSearch.tsx';
import { formatDay } from '../../lib/format.ts';
import { DocumentLinks } from '../documents/DocumentPreview.tsx';
import { REQUEST_TYPE_LABELS } from '../documents/request-labels.ts';
import { useCompanyDocuments, useDocument, useSelectDocument } from './use-document-selection.ts';

const SEARCH_DEBOUNCE_MS = 400;

const TYPES: readonly RequestType[] = ['md', 'sdoc'];
const selectedId = (item: TOrderItem, type: RequestType) =>
  type === 'md' ? item.selected_md_document_id : item.selected_sdoc_document_id;

type Props = { item: TOrderItem; bucketId: string; expertView: boolean };

/**
 * The item's selected MD and SDoC: a one-line summary, the selected files to download or preview,
 * and in the expert view a choice among the company's documents of each type.
 */
export function ItemDocumentSelection({ item, bucketId, expertView }: Props) {
  const summary = (type: RequestType) =>
    `${REQUEST_TYPE_LABELS[type]}: ${selectedId(item, type) ? 'document selected' : 'none selected'}`;
  return (
    <Stack gap="xs">
      <Text size="sm">{TYPES.map(summary).join(' · ')}</Text>
      {TYPES.map((type) => (
        <SelectedDocument key={type} item={item} bucketId={bucketId} type={type} expertView={expertView} />
      ))}
    </Stack>
  );
}

function SelectedDocument({ item, bucketId, type, expertView }: Props & { type: RequestType }) {
  const id = selectedId(item, type);
  const document = useDocument(id).data;
  const label = `Selected ${REQUEST_TYPE_LABELS[type]}`;
  if (!expertView) {
    return id && document ? (
      <Group gap="xs" role="group" aria-label={label}>
        <Text size="sm">{label}:</Text>
        <DocumentLinks document={document} />
      </Group>
    ) : null;
  }
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Stack gap="xs">
        <Title order={4} size="h6">
          {label}
        </Title>
        {!id && (
          <Text size="sm" c="dimmed">
            None selected.
          </Text>
        )}
        {id && document && <DocumentLinks document={document} />}
        <SelectDocumentForm item={item} bucketId={bucketId} type={type} selected={id} />
      </Stack>
    </Paper>
  );
}

function SelectDocumentForm({
  item,
  bucketId,
  type,
  selected,
}: {
  item: TOrderItem;
  bucketId: string;
  type: RequestType;
  selected: string | null;
}) {
  const [search, setSearch] = useState('');
  const documents = useCompanyDocuments(bucketId, type, search);
  const select = useSelectDocument(bucketId, item.id);
  const [chosen, setChosen] = useState('');
  const typeLabel = REQUEST_TYPE_LABELS[type];
  const closed = item.is_review_closed;
  const run = (documentId: string | null) =>
    select.mutate({ type, documentId }, { onSuccess: () => setChosen('') });

  return (
    <Stack gap="xs">
      {closed && (
        <Text size="sm" c="dimmed">
          The review is closed: reopen it to change the selected {typeLabel}.
        </Text>
      )}
      <TableSearch
        label={`Find ${typeLabel} documents`}
        description="Filename, words or -negation"
        value={search}
        onChange={(text) => {
          setSearch(text);
          setChosen('');
        }}
        debounceMs={SEARCH_DEBOUNCE_MS}
        trim
      />
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={`${typeLabel} document`}
          value={chosen}
          disabled={closed || documents.length === 0}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={[
            {
              value: '',
              label: documents.length
                ? 'Choose a document'
                : search
                  ? `No ${typeLabel} documents match`
                  : `No ${typeLabel} documents in the company`,
            },
            ...documents.map((doc) => ({ value: doc.id, label: documentOption(doc) })),
          ]}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          size="xs"
          loading={select.isPending && select.variables?.documentId !== null}
          disabled={closed || !chosen || chosen === selected || select.isPending}
          onClick={() => run(chosen)}
        >
          Select document
        </Button>
        {selected && (
          <Button
            size="xs"
            variant="default"
            loading={select.isPending && select.variables?.documentId === null}
            disabled={closed || select.isPending}
            onClick={() => run(null)}
          >
            Unselect
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A document as a choice: name, date, and what an expert weighs before reusing it. */
function documentOption(doc: TDocumentFile) {
  const notes = [
    doc.is_suggested_for_reuse ? 'suggested for reuse' : null,
    doc.is_valid ? null : 'not valid today',
  ].filter(Boolean);
  return [`${doc.filename} · ${formatDay(doc.created_at)}`, ...notes].join(' · ');
}
