import { normaliseTagCode } from '@keelson/domain';
import { Button, type ButtonProps, FileButton } from '@mantine/core';
import { useState } from 'react';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { decodeQrFromImage } from './decode-qr.ts';

/**
 * Scans a tag with the phone's camera: the picker opens the rear camera on a phone (a file chooser
 * elsewhere), the QR code in the photo is read on the device, and its tag code handed on.
 */
export function ScanTagButton({
  onCode,
  label = 'Scan a tag',
  ...button
}: { onCode: (code: string) => void; label?: string } & ButtonProps) {
  const [reading, setReading] = useState(false);
  const read = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const text = await decodeQrFromImage(file);
      const code = text ? normaliseTagCode(text) : null;
      if (code) onCode(code);
      else
        showAlert({
          type: 'error',
          message: text
            ? 'This QR code is not a Keelson tag.'
            : 'No QR code found in the photo: hold the phone closer to the sticker and try again.',
        });
    } catch {
      showAlert({ type: 'error', message: 'The photo could not be read. Try again.' });
    } finally {
      setReading(false);
    }
  };
  return (
    <FileButton onChange={(file) => void read(file)} accept="image/*" capture="environment">
      {(props) => (
        <Button {...props} {...button} loading={reading} data-testid="scan-tag">
          {label}
        </Button>
      )}
    </FileButton>
  );
}
