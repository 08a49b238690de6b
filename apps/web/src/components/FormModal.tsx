import { Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import { useFocusFirstInvalid } from '../features/auth/form-helpers.ts';
import { clearAlerts } from './alerts/alert-store.ts';

type Props<Values> = {
  title: string;
  submitLabel: string;
  form: UseFormReturnType<Values>;
  busy: boolean;
  onValid: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
};

/** A form in a modal: submit validates, focuses the first invalid input, or hands on the values. */
export function FormModal<Values>({
  title,
  submitLabel,
  form,
  busy,
  onValid,
  onClose,
  children,
}: Props<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={form.onSubmit((values) => {
          clearAlerts();
          onValid(values);
        }, focusFirstInvalid)}
      >
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
