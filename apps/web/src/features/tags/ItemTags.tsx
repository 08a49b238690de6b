import { normaliseTagCode } from '@keelson/domain';
import { Badge, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { ApiError } from '../../api/http.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { tagsApi } from '../../api/tags.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { serverFieldErrors } from '../../components/forms/server-field-errors.ts';
import { ScanTagButton } from './ScanTagButton.tsx';
import { useTagChange, useTags } from './use-tags.ts';

/** Why a bind failed, in the words of the answer (a conflict or a field message) or the catalogue's. */
function bindFailure(error: unknown): string {
  const field = serverFieldErrors(error).ref_ihm_order_item_id;
  if (field) return field;
  if (error instanceof ApiError && error.status === 409 && typeof error.body.error === 'string')
    return error.body.error;
  return errorMessage(error);
}

/**
 * The tags stuck on the item's units: bind one by typing or scanning its code, unbind a wrong one.
 * Scanning a bound sticker later opens this item.
 */
export function ItemTags({ item, canAct }: { item: TOrderItem; canAct: boolean }) {
  const tags = useTags({ order_item_id: item.id });
  const { bind } = useTagChange();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);

  const bindCode = async (raw: string) => {
    setError(null);
    const normal = normaliseTagCode(raw);
    if (!normal) {
      setError('A tag code has 10 letters and digits, like KX7PQ-9ZT4M');
      return;
    }
    setFinding(true);
    const found = await tagsApi.list({ code: normal }).catch(() => null);
    setFinding(false);
    const tag = found?.content[0];
    if (!tag) {
      setError(`No tag ${normal} that you may use`);
      return;
    }
    bind.mutate(
      { tagId: tag.id, itemId: item.id },
      {
        onSuccess: (saved) => {
          setCode('');
          showAlert({
            type: 'success',
            message: `Tag ${saved.tagid_formatted_short} is bound to this item.`,
          });
        },
        onError: (failure) => setError(bindFailure(failure)),
      },
    );
  };

  const bound = tags.data?.content ?? [];
  return (
    <Stack gap={6} component="section" aria-label="Tags">
      <Title order={4} size="h6">
        Tags
      </Title>
      {bound.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tag on this item yet.
        </Text>
      ) : (
        <Group gap={6} role="list" aria-label="Tags of the item">
          {bound.map((tag) => (
            <Badge
              key={tag.id}
              role="listitem"
              size="lg"
              variant="light"
              rightSection={
                canAct ? (
                  <CloseButton
                    size="sm"
                    aria-label={`Unbind tag ${tag.tagid_formatted_short}`}
                    onClick={() => bind.mutate({ tagId: tag.id, itemId: null })}
                  />
                ) : undefined
              }
            >
              {tag.tagid_formatted_short}
            </Badge>
          ))}
        </Group>
      )}
      {canAct && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void bindCode(code);
          }}
        >
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label="Tag code"
              placeholder="KX7PQ-9ZT4M"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 10rem' }}
              autoCapitalize="characters"
            />
            <Button type="submit" mt={24} loading={finding || bind.isPending}>
              Bind tag
            </Button>
            <ScanTagButton
              mt={24}
              variant="light"
              label="Scan"
              onCode={(scanned) => void bindCode(scanned)}
            />
          </Group>
        </form>
      )}
    </Stack>
  );
}
