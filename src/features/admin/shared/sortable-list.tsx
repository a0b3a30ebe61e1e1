import { useMemo, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * Up and Down in a list: one place at a time, by index. dnd-kit's sortableKeyboardCoordinates
 * looks for the nearest item by geometry, which skips or stalls among items of very different
 * heights (its issues #137 and #985: a long paragraph among short ones); here the dragged item's
 * centre goes to the centre of the item one place above or below where it now is, which
 * closestCenter then takes as the place it is over.
 */
const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = ({ ArrowUp: -1, ArrowDown: 1 } as Record<string, number>)[event.code];
  const { active, over, collisionRect, droppableRects } = context;
  if (step === undefined || !active || !collisionRect) return undefined;
  event.preventDefault();
  const ids = (active.data.current?.sortable as { items?: UniqueIdentifier[] } | undefined)?.items ?? [];
  const target = ids[ids.indexOf(over?.id ?? active.id) + step];
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  const centre = (r: { top: number; height: number }) => r.top + r.height / 2;
  return { x: currentCoordinates.x, y: currentCoordinates.y + centre(rect) - centre(collisionRect) };
};

/**
 * A list (or grid) the painter reorders by dragging a handle with the mouse or a finger, or with
 * the keyboard: Tab to an item's handle, Space or Enter to pick it up, the arrows to move it,
 * Space or Enter to drop it, Escape to cancel. A screen reader hears, in French, the item picked
 * up, each position it passes and where it lands; each handle's name gives the item's position.
 *
 *   <SortableList
 *     name="Ordre des coupures de presse"          // the list's accessible name
 *     items={ids}                                  // unique, stable ids, in their current order
 *     label={(id) => titleOf(id)}                  // an item's name, for its handle and the announcements
 *     onReorder={(from, to) => setIds(arrayMove(ids, from, to))}
 *     layout="grid"                                // "list" (default): one column; "grid": wraps
 *     renderItem={(id, handle, index) => <Card>{handle}…</Card>}
 *   />
 *
 * `onReorder` receives the item's old and new indexes once it is dropped, never while it moves:
 * the caller owns the order (a form's field array, a state) and the list only proposes a move.
 * `renderItem` places `handle` (a 44 px button) where it fits; the rest of the item stays
 * clickable and focusable as usual, since only the handle starts a drag.
 */
export interface SortableListProps {
  name: string;
  items: readonly string[];
  label: (id: string) => string;
  onReorder: (from: number, to: number) => void;
  renderItem: (id: string, handle: ReactNode, index: number) => ReactNode;
  layout?: 'list' | 'grid';
  /** Extra classes for the <ol> (the grid's columns, the gap). */
  className?: string;
  /** While true, the handles are disabled (a save under way). */
  disabled?: boolean;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer cet élément, appuyez sur Espace ou Entrée pour le saisir, déplacez-le avec les ' +
    'flèches, puis appuyez sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
};

/** "position 3 sur 12", the words every announcement and handle use. */
export function positionText(index: number, count: number): string {
  return `position ${index + 1} sur ${count}`;
}

function frenchAnnouncements(
  items: readonly string[],
  label: (id: string) => string,
  lastOver: { current: UniqueIdentifier | null },
): Announcements {
  const name = (id: UniqueIdentifier) => `« ${label(String(id))} »`;
  const at = (id: UniqueIdentifier) => positionText(items.indexOf(String(id)), items.length);
  // dnd-kit reports the item over its own place right after the pickup: said then, "déplacé"
  // would cover "saisi" in the live region, so a position is said only when it changes.
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `${name(active.id)} saisi, ${at(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return over
        ? `${name(active.id)} déplacé en ${at(over.id)}.`
        : `${name(active.id)} n’est au-dessus d’aucune position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} déposé en ${at(over.id)}.`
        : `${name(active.id)} déposé hors de la liste : il reste en ${at(active.id)}.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${name(active.id)} reste en ${at(active.id)}.`,
  };
}

/** True when the visitor asked for less motion (then items jump instead of sliding). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function SortableList({
  name,
  items,
  label,
  onReorder,
  renderItem,
  layout = 'list',
  className,
  disabled = false,
}: SortableListProps) {
  const sensors = useSensors(
    // A small move before a drag starts, so that a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press on a phone, so that a swipe across the handle still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: layout === 'grid' ? sortableKeyboardCoordinates : listKeyboardCoordinates,
    }),
  );
  // A box the announcements share across renders: where the dragged item was last said to be.
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  const announcements = useMemo(() => frenchAnnouncements(items, label, lastOver), [items, label, lastOver]);
  const [reducedMotion] = useState(prefersReducedMotion);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.indexOf(String(active.id));
    const to = items.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext
        items={items as string[]}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <ol aria-label={name} className={className ?? (layout === 'grid' ? 'grid gap-4' : 'space-y-3')}>
          {items.map((id, index) => (
            <SortableItem
              key={id}
              id={id}
              index={index}
              count={items.length}
              label={label(id)}
              reducedMotion={reducedMotion}
              layout={layout}
              renderItem={renderItem}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  index: number;
  count: number;
  label: string;
  reducedMotion: boolean;
  layout: 'list' | 'grid';
  renderItem: SortableListProps['renderItem'];
}

function SortableItem({ id, index, count, label, reducedMotion, layout, renderItem }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    ...(reducedMotion ? { transition: null } : {}),
  });
  const style = {
    // Translate only: a grid's cells differ in size, and scaling would distort the thumbnails.
    transform: layout === 'grid' ? CSS.Translate.toString(transform) : CSS.Transform.toString(transform),
    transition: reducedMotion ? undefined : transition,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="poignée de déplacement"
      aria-label={`Déplacer « ${label} », ${positionText(index, count)}`}
      className={
        'inline-flex h-11 w-11 shrink-0 touch-none cursor-grab items-center justify-center rounded-md border ' +
        'border-ink/40 bg-white text-ink hover:bg-ink/5 focus:outline-none focus-visible:ring-2 ' +
        'focus-visible:ring-accent focus-visible:ring-offset-1 active:cursor-grabbing ' +
        'disabled:cursor-not-allowed disabled:opacity-60'
      }
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
        <circle cx="7" cy="4" r="1.6" />
        <circle cx="13" cy="4" r="1.6" />
        <circle cx="7" cy="10" r="1.6" />
        <circle cx="13" cy="10" r="1.6" />
        <circle cx="7" cy="16" r="1.6" />
        <circle cx="13" cy="16" r="1.6" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-sortable-id={id}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : 'relative'}
    >
      {renderItem(id, handle, index)}
    </li>
  );
}
