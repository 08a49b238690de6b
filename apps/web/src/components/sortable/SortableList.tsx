import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type Sortable = { id: string };

/**
 * A list whose rows are dragged into order by a handle — with the mouse, a finger (only the handle
 * grabs, so the page still scrolls) or the keyboard (space, arrows, space). The new order shows at
 * once and is handed to `onReorder`; the list follows `items` again when they change.
 */
export function SortableList<T extends Sortable>(props: {
  items: readonly T[];
  label: string;
  nameOf: (item: T) => string;
  disabled?: boolean;
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}) {
  // The order dropped, for the items it was dropped on: new items (read again) replace it.
  const [dropped, setDropped] = useState<{ on: readonly T[]; ids: string[] } | null>(null);
  const byId = new Map(props.items.map((item) => [item.id, item]));
  const ids = dropped?.on === props.items ? dropped.ids : props.items.map((item) => item.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier | undefined) => {
    const item = id === undefined ? undefined : byId.get(String(id));
    return item ? props.nameOf(item) : 'the list';
  };
  // Said to screen readers in words, not ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => `${name(active.id)} is over ${name(over?.id)}.`,
    onDragEnd: ({ active, over }) => `${name(active.id)} was dropped over ${name(over?.id)}.`,
    onDragCancel: ({ active }) => `${name(active.id)} was put back.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setDropped({ on: props.items, ids: next });
    props.onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={props.disabled}>
        <Stack
          gap={6}
          component="ul"
          aria-label={props.label}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {ids.map((id) => {
            const item = byId.get(id);
            return item ? (
              <SortableRow key={id} id={id} name={props.nameOf(item)} disabled={props.disabled}>
                {(handle) => props.renderItem(item, handle)}
              </SortableRow>
            ) : null;
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: {
  id: string;
  name: string;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id, disabled: props.disabled });
  const handle = props.disabled ? null : (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`Drag ${props.name}`}
      style={{ touchAction: 'none', cursor: 'grab' }}
      {...attributes}
      {...listeners}
    >
      ⠿
    </ActionIcon>
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {props.children(handle)}
    </li>
  );
}
