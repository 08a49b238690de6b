import type { TCheck, TCheckImage } from '@keelson/contract';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { surveyApi } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { PhotoCropDialog } from './PhotoCropDialog.tsx';
import { useSurveyAction } from './use-survey.ts';

const FULL = { left: 0, top: 0, width: 1, height: 1 };

/**
 * The check's photos as thumbnails (the full image opens in a new tab): take one with the phone's
 * camera or choose a file; turn one a quarter clockwise or crop it (made again from its original),
 * and undo a crop.
 */
export function CheckPhotos({ check, editor }: { check: TCheck; editor: boolean }) {
  const action = useSurveyAction(check.project_id);
  const photos = check.images.filter((image) => image.enabled);
  const [cropping, setCropping] = useState<TCheckImage | null>(null);
  return (
    <Stack gap="xs" component="section" aria-label="Photos">
      <PhotoCropDialog photo={cropping} onClose={() => setCropping(null)} />
      <Group gap="xs" role="list" aria-label="Photos of the check">
        {photos.length === 0 && (
          <Text size="sm" c="dimmed">
            No photo yet.
          </Text>
        )}
        {photos.map((photo) => (
          <Paper key={photo.id} withBorder p={4} role="listitem">
            {photo.state === 'ready' && photo.image.thumb_url ? (
              <a href={photo.image.full_url ?? undefined} target="_blank" rel="noreferrer">
                <Image
                  src={photo.image.thumb_url}
                  alt={`Photo ${photo.filename ?? ''} (${photo.width} × ${photo.height})`}
                  w={120}
                  h={120}
                  fit="contain"
                  data-testid="check-photo"
                  data-width={photo.width}
                  data-height={photo.height}
                />
              </a>
            ) : (
              <Text size="xs" w={120} ta="center" py="xl">
                {photo.state === 'failed' ? photo.error : 'Making the thumbnail…'}
              </Text>
            )}
            {editor && photo.state === 'ready' && (
              <Group gap={4} mt={4}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Turn the photo clockwise"
                  onClick={() =>
                    action.mutate(
                      { run: () => surveyApi.turnPhoto(photo.id, (photo.rotation + 90) % 360) },
                      { onError: showErrorAlert },
                    )
                  }
                >
                  ↻
                </ActionIcon>
                <Button
                  size="compact-md"
                  variant="default"
                  onClick={() => setCropping(photo)}
                  aria-label="Crop the photo"
                >
                  Crop
                </Button>
                {photo.cropped && (
                  <Button
                    size="compact-md"
                    variant="subtle"
                    onClick={() =>
                      action.mutate(
                        {
                          run: () => surveyApi.cropPhoto(photo.project_id, photo.id, FULL, 'original'),
                          success: 'The whole photo is back.',
                        },
                        { onError: showErrorAlert },
                      )
                    }
                  >
                    Undo crop
                  </Button>
                )}
              </Group>
            )}
          </Paper>
        ))}
      </Group>
      {editor && (
        <FileButton
          accept="image/jpeg,image/png,image/webp,image/*"
          capture="environment"
          onChange={(file) =>
            file &&
            action.mutate(
              { run: () => surveyApi.addPhoto(check.id, file), success: 'The photo was added.' },
              { onError: showErrorAlert },
            )
          }
        >
          {(props) => (
            <Button {...props} size="md" variant="light" loading={action.isPending}>
              Take or add a photo
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
