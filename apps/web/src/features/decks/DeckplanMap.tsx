import type { TDeckplan, TPin } from '@keelson/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** How far past its own pixels a plan may be magnified: enough to read a label, not to blur. */
const OVERZOOM = 2;
/** Pin marker radius (spec section 9). */
export const PIN_RADIUS = 15;

const PIN_FILL: Record<string, string> = {
  red: '#e03131',
  yellow: '#f08c00',
  blue: '#1c7ed6',
  ghost: '#adb5bd',
};

export type PlanPoint = { x: number; y: number };

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
};

/**
 * A deck plan as a map: its tile pyramid in Leaflet's flat coordinate system (`CRS.Simple`), so a
 * 20,000 px general-arrangement plan pans and pinches like a map on a phone. At `max_zoom` one map
 * pixel is one plan pixel: `unproject` turns plan pixels into map coordinates and `project` back.
 */
export function DeckplanMap({ plan, height = '60vh', pins, view = 'crew', picked, onPick }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
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
    for (const pin of pins ?? []) {
      const fill = PIN_FILL[pin.colour[view]] ?? PIN_FILL.ghost;
      L.circleMarker(map.unproject([pin.location_x, pin.location_y], maxZoom), {
        radius: PIN_RADIUS,
        color: '#ffffff',
        weight: 3,
        fillColor: fill,
        fillOpacity: 0.9,
      })
        .bindTooltip(
          `${pin.display_name} · ${pin.quantity} ${pin.type === 'storage' ? 'stored' : 'installed'}`,
        )
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
  }, [pins, picked, view, maxZoom, tileUrl]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={`Plan ${plan.name}`}
      data-testid="deckplan-map"
      data-pins={pins?.length ?? 0}
      style={{ height, width: '100%', background: '#ffffff', borderRadius: 8 }}
    />
  );
}
