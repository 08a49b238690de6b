import type { TDeckplan, TPin } from '@keelson/contract';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import L from './leaflet-global.ts';
import { PIN_RADIUS, type PinHandlers, type PlanPoint, pinLayer } from './pin-layer.ts';

export type { PlanPoint } from './pin-layer.ts';

/** How far past its own pixels a plan may be magnified: enough to read a label, not to blur. */
const OVERZOOM = 2;
type Props = {
  plan: TDeckplan;
  height?: string;
  pins?: readonly TPin[];
  /** Which colour a pin shows: the expert's or the crew's highlight. */
  view?: 'expert' | 'crew';
  /** A chosen spot (plan pixels), drawn as a target. */
  picked?: PlanPoint | null;
  /** Tapping the plan chooses a spot (plan pixels, inside the plan). */
  onPick?: (point: PlanPoint) => void;
  /** Check points of the survey: discs in their contamination colour; a tap selects one. */
  points?: readonly CheckPointMark[];
  onPointSelect?: (id: string) => void;
} & PinHandlers;

export type CheckPointMark = { id: string; x: number; y: number; label: string; colour: string };

/**
 * A deck plan as a map: its tile pyramid in Leaflet's flat coordinate system (`CRS.Simple`), so a
 * 20,000 px general-arrangement plan pans and pinches like a map on a phone. At `max_zoom` one map
 * pixel is one plan pixel: `unproject` turns plan pixels into map coordinates and `project` back.
 */
export function DeckplanMap({
  plan,
  height = '60vh',
  pins,
  view = 'crew',
  picked,
  onPick,
  onMove,
  itemHref,
  points,
  onPointSelect,
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const handlers = useRef<PinHandlers>({});
  handlers.current = { onMove, itemHref };
  const selectRef = useRef(onPointSelect);
  selectRef.current = onPointSelect;
  const { tile_url: tileUrl, width, height: planHeight, max_zoom: maxZoom } = plan.image;

  useEffect(() => {
    if (!container.current || !tileUrl || !width || !planHeight || maxZoom === null) return;
    const map = L.map(container.current, {
      crs: L.CRS.Simple,
      minZoom: 0,
      maxZoom: maxZoom + OVERZOOM,
      zoomSnap: 0.25,
      attributionControl: false,
    });
    const bounds = L.latLngBounds(
      map.unproject([0, planHeight], maxZoom),
      map.unproject([width, 0], maxZoom),
    );
    L.tileLayer(tileUrl, {
      bounds,
      tileSize: 256,
      minZoom: 0,
      maxNativeZoom: maxZoom,
      maxZoom: maxZoom + OVERZOOM,
      noWrap: true,
    }).addTo(map);
    map.fitBounds(bounds);
    map.setMaxBounds(bounds.pad(0.25));
    map.on('click', (event: L.LeafletMouseEvent) => {
      const point = map.project(event.latlng, maxZoom);
      if (point.x < 0 || point.y < 0 || point.x >= width || point.y >= planHeight) return;
      pickRef.current?.({ x: Math.round(point.x), y: Math.round(point.y) });
    });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [tileUrl, width, planHeight, maxZoom]);

  // Pins and the chosen spot redraw without rebuilding the map (its pan and zoom stay).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tile URL rebuilds the map; the pins are drawn on it again
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || maxZoom === null) return;
    layer.clearLayers();
    if (pins?.length && width && planHeight)
      layer.addLayer(
        pinLayer({
          map,
          maxZoom,
          size: { width, height: planHeight },
          pins,
          colourOf: (pin) => pin.colour[view],
          // The latest handlers, without redrawing the pins when a parent re-renders.
          handlers: {
            onMove: handlers.current.onMove
              ? (pin, point) => handlers.current.onMove?.(pin, point)
              : undefined,
            itemHref: handlers.current.itemHref,
          },
        }),
      );
    for (const point of points ?? []) {
      L.circleMarker(map.unproject([point.x, point.y], maxZoom), {
        radius: PIN_RADIUS,
        color: '#ffffff',
        weight: 3,
        fillColor: point.colour,
        fillOpacity: 0.95,
        className: 'check-point',
      })
        .bindTooltip(point.label)
        .on('click', () => selectRef.current?.(point.id))
        .addTo(layer);
    }
    if (picked) {
      L.circleMarker(map.unproject([picked.x, picked.y], maxZoom), {
        radius: PIN_RADIUS,
        color: '#000000',
        weight: 3,
        dashArray: '4 4',
        fillColor: '#ffffff',
        fillOpacity: 0.6,
      }).addTo(layer);
    }
  }, [pins, points, picked, view, maxZoom, tileUrl, width, planHeight, Boolean(onMove)]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={`Plan ${plan.name}`}
      data-testid="deckplan-map"
      data-pins={pins?.length ?? 0}
      data-points={points?.length ?? 0}
      // Leaflet's panes and controls carry z-indexes of 400-1000; isolated here they stay inside the
      // plan instead of showing through the drawers and menus (Mantine's overlays sit at 200-300).
      style={{ height, width: '100%', background: '#ffffff', borderRadius: 8, isolation: 'isolate' }}
    />
  );
}
