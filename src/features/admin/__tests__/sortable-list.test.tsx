import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arrayMove } from '@dnd-kit/sortable';
import { SortableList } from '../shared/sortable-list';

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves go from one item's rectangle to the next:
 * each item gets a 40 px tall row by its place in the list, so that "down" finds the next one.
 */
function layOutRows() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-sortable-id]');
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const top = index * 50;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 40, width: 300, height: 40, toJSON: () => ({}) };
  });
}

const NAMES: Record<string, string> = { a: 'Ouest-France', b: 'La Manche Libre', c: 'Tendance Ouest' };

function Harness({ onReorder }: { onReorder?: (from: number, to: number) => void }) {
  const [ids, setIds] = useState(['a', 'b', 'c']);
  return (
    <SortableList
      name="Ordre des coupures"
      items={ids}
      label={(id) => NAMES[id] ?? id}
      onReorder={(from, to) => {
        onReorder?.(from, to);
        setIds((current) => arrayMove(current, from, to));
      }}
      renderItem={(id, handle) => (
        <div>
          {handle}
          <span>{NAMES[id]}</span>
        </div>
      )}
    />
  );
}

const order = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('SortableList', () => {
  let rects: ReturnType<typeof layOutRows>;
  beforeEach(() => {
    rects = layOutRows();
  });
  afterEach(() => rects.mockRestore());

  it('names each handle after its item and its position, in French', () => {
    render(<Harness />);
    expect(screen.getByRole('list', { name: 'Ordre des coupures' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déplacer « Ouest-France », position 1 sur 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déplacer « Tendance Ouest », position 3 sur 3' })).toBeInTheDocument();
  });

  it('moves an item down with the keyboard and announces where it goes', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    screen.getByRole('button', { name: /Ouest-France/ }).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(document.body).toHaveTextContent('« Ouest-France » saisi, position 1 sur 3.'));
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(document.body).toHaveTextContent('« Ouest-France » déplacé en position 2 sur 3.'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(0, 1));
    expect(order()).toEqual(['La Manche Libre', 'Ouest-France', 'Tendance Ouest']);
    expect(document.body).toHaveTextContent('« Ouest-France » déposé en position 2 sur 3.');
    // The handle keeps the focus, and now says its new place.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Déplacer « Ouest-France », position 2 sur 3'),
    );
  });

  it('leaves the order as it was when the move is cancelled with Escape', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    screen.getByRole('button', { name: /Tendance Ouest/ }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Déplacement annulé : « Tendance Ouest » reste en position 3 sur 3.'),
    );
    expect(onReorder).not.toHaveBeenCalled();
    expect(order()).toEqual(['Ouest-France', 'La Manche Libre', 'Tendance Ouest']);
  });

  it('disables every handle while the caller saves', () => {
    render(
      <SortableList
        name="Ordre"
        items={['a']}
        label={() => 'Un'}
        onReorder={() => {}}
        disabled
        renderItem={(_, handle) => handle}
      />,
    );
    expect(screen.getByRole('button', { name: /Déplacer « Un »/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
