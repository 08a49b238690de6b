import { Button, Group } from '@mantine/core';

/** A form's submit button and, when the form can be left, Cancel beside it (thumb-sized). */
export function SaveCancel(props: { label: string; busy: boolean; onCancel?: () => void }) {
  return (
    <Group>
      <Button type="submit" size="md" loading={props.busy}>
        {props.label}
      </Button>
      {props.onCancel && (
        <Button variant="default" size="md" onClick={props.onCancel}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
