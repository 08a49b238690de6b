import type { TCheckImage } from '@keelson/contract';
import { Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { surveyApi } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSurveyAction } from './use-survey.ts';

const PhotoCropper = lazy(async () => ({ default: (await import('./PhotoCropper.tsx')).PhotoCropper }));

/**
 * Crop a check's photo (an imgcrop job): full screen on a phone. The crop is drawn on the photo as
 * shown; the server keeps it and makes the photo again, so it can be undone from the original.
 */
export function PhotoCropDialog({ photo, onClose }: { photo: TCheckImage | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const action = useSurveyAction(photo?.project_id ?? '');
  return (
    <Modal opened={photo !== null} onClose={onClose} fullScreen={phone} size="xl" title="Crop the photo">
      {photo?.image.full_url && (
        <Suspense fallback={<Loader aria-label="Loading the crop tool" />}>
          <PhotoCropper
            src={photo.image.full_url}
            width={photo.width ?? 1}
            height={photo.height ?? 1}
            busy={action.isPending}
            onCancel={onClose}
            onCrop={(crop) =>
              action.mutate(
                {
                  run: () => surveyApi.cropPhoto(photo.project_id, photo.id, crop),
                  success: 'The photo is being cropped.',
                },
                { onError: showErrorAlert, onSuccess: onClose },
              )
            }
          />
        </Suspense>
      )}
    </Modal>
  );
}
