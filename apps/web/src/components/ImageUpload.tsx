import { Group, Input, Loader } from '@mantine/core';
import { useId, useState } from 'react';
import { ApiAvatar } from './ApiAvatar.tsx';
import { clearAlerts, showAlert } from './alerts/alert-store.ts';
import { showErrorAlert } from './alerts/use-error-alert.ts';

type Props = {
  label: string;
  imageUrl: string | null;
  /** Sends the file's raw bytes with its content type. */
  upload: (file: File) => Promise<unknown>;
  /** Initials or name shown while there is no image. */
  name?: string;
};

/** The current image and a labelled file input; choosing a file uploads it at once. */
export function ImageUpload({ label, imageUrl, upload, name }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    clearAlerts();
    try {
      await upload(file);
      showAlert({ type: 'success', message: 'The image was uploaded.' });
    } catch (error) {
      showErrorAlert(error);
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }}>
      <Group gap="md" mt={4}>
        <ApiAvatar
          src={imageUrl}
          alt={imageUrl ? label : undefined}
          size="lg"
          radius="md"
          name={name}
          color="initials"
        />
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          onChange={(event) => void choose(event.currentTarget)}
        />
        {busy && <Loader size="xs" aria-label="Uploading" />}
      </Group>
    </Input.Wrapper>
  );
}
