import type { TDeckplan } from '@keelson/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** How far past its own pixels a plan may be magnified: enough to read a label, not to blur. */
const OVERZOOM = 2;

/**
 * A deck plan as a map: its tile pyramid in Leaflet's flat coordinate system (`CRS.Simple`), so a
 * 20,000 px general-arrangement plan pans and pinches like a map on a phone. At `max_zoom` one map
 * pixel is one plan pixel; `unproject` turns plan pixels into map coordinates.
 */
export function DeckplanMap({ plan, height = '60vh' }: { plan: TDeckplan; height?: string }) {
  const container = useRef<HTMLDivElement>(null);
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
    return () => {
      map.remove();
    };
  }, [tileUrl, width, planHeight, maxZoom]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={`Plan ${plan.name}`}
      data-testid="deckplan-map"
      style={{ height, width: '100%', background: '#ffffff', borderRadius: 8 }}
    />
  );
}
