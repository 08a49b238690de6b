import L from 'leaflet';

// leaflet.markercluster extends the global `L` when it loads; this module runs first.
(globalThis as { L?: typeof L }).L = L;

export default L;
