'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { MARKER_ICON, type OfficeMapView } from '@/lib/map/map';

const officeIcon = L.icon(MARKER_ICON);

/** Mirrors the map's zoom and centre into data attributes of its container (read by tests and tools). */
function ViewAttributes() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const update = () => {
      const center = map.getCenter();
      container.dataset.zoom = String(map.getZoom());
      container.dataset.centerLat = center.lat.toFixed(4);
      container.dataset.centerLng = center.lng.toFixed(4);
    };
    update();
    map.on('moveend zoomend', update);
    return () => {
      map.off('moveend zoomend', update);
    };
  }, [map]);
  return null;
}

interface OfficeMapLeafletProps {
  view: OfficeMapView;
  tileUrl: string;
  attribution: string;
}

/** The Leaflet map itself; loaded only in the browser (Leaflet touches `window` on import). */
export function OfficeMapLeaflet({ view, tileUrl, attribution }: OfficeMapLeafletProps) {
  return (
    <MapContainer center={view.center} zoom={view.zoom} scrollWheelZoom className="h-full w-full" worldCopyJump>
      <TileLayer url={tileUrl} attribution={attribution} />
      {view.markers.map((marker) => (
        <Marker key={marker.id} position={marker.position} icon={officeIcon} alt={marker.name} title={marker.name}>
          <Popup>
            <p className="!m-0 font-semibold text-navy">{marker.name}</p>
            <p className="!m-0 mt-1 text-slate-700">{marker.address}</p>
          </Popup>
        </Marker>
      ))}
      <ViewAttributes />
    </MapContainer>
  );
}
