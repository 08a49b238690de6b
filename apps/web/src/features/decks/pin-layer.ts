import type { TPin } from '@keelson/contract';
import L from './leaflet-global.ts';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

/** Pin marker radius (spec section 9): a 30 px disc, big enough for a thumb. */
export const PIN_RADIUS = 15;

export type PlanPoint = { x: number; y: number };

export type PinHandlers = {
  /** Moving a pin by dragging it to another spot (plan pixels); without it pins stay put. */
  onMove?: (pin: TPin, point: PlanPoint) => void;
  /** Where a pin's item opens. */
  itemHref?: (pin: TPin) => string;
};

const label = (pin: TPin) =>
  `${pin.display_name} · ${pin.quantity} ${pin.type === 'storage' ? 'stored' : 'installed'}`;

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The pins of a plan as markers in a cluster group: dense pins merge into a numbered cluster that
 * opens as one zooms in; each pin is a disc in its colour, a tap shows its item and a link to it,
 * and (when allowed) a drag moves it.
 */
export function pinLayer(props: {
  map: L.Map;
  maxZoom: number;
  size: { width: number; height: number };
  pins: readonly TPin[];
  colourOf: (pin: TPin) => string;
  handlers: PinHandlers;
}) {
  const { map, maxZoom, size, handlers } = props;
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 40,
    // At the plan's own pixels every pin stands alone.
    disableClusteringAtZoom: maxZoom,
    spiderfyOnMaxZoom: false,
  });
  for (const pin of props.pins) {
    const marker = L.marker(map.unproject([pin.location_x, pin.location_y], maxZoom), {
      icon: L.divIcon({
        className: `deck-pin deck-pin-${props.colourOf(pin)}`,
        iconSize: [PIN_RADIUS * 2, PIN_RADIUS * 2],
        html: `<span aria-hidden="true">${pin.type === 'storage' ? 'S' : 'I'}</span>`,
      }),
      draggable: Boolean(handlers.onMove),
      keyboard: true,
      title: label(pin),
      alt: label(pin),
    });
    const link = handlers.itemHref
      ? `<br><a href="${escapeHtml(handlers.itemHref(pin))}">Open the item</a>`
      : '';
    marker.bindPopup(
      `<strong>${escapeHtml(pin.display_name)}</strong><br>${pin.quantity} ${pin.type === 'storage' ? 'stored' : 'installed'}${link}`,
    );
    if (handlers.onMove) {
      const onMove = handlers.onMove;
      marker.on('dragend', () => {
        const point = map.project(marker.getLatLng(), maxZoom);
        const inside = point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height;
        if (!inside) {
          marker.setLatLng(map.unproject([pin.location_x, pin.location_y], maxZoom));
          return;
        }
        onMove(pin, { x: Math.round(point.x), y: Math.round(point.y) });
      });
    }
    group.addLayer(marker);
  }
  return group;
}
