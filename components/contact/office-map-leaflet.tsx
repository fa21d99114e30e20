'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { MARKER_ICON, type MapControlLabels, type OfficeMapView } from '@/lib/map/map';

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
  controls: MapControlLabels;
}

/**
 * Counts from 0 to `last`, one step per task after each commit, so a heavy island's parts mount in turns: the
 * browser can answer a tap between them, where one commit of everything would hold the phone's main thread for
 * a long task.
 */
function useSteps(last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    const timer = window.setTimeout(() => setStep((s) => s + 1), 0);
    return () => window.clearTimeout(timer);
  }, [step, last]);
  return step;
}

// Leaflet's own credit, without its English tooltip.
const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

/**
 * The Leaflet map itself; loaded only in the browser (Leaflet touches `window` on import). Its controls speak
 * the page's language: Leaflet's own labels are English.
 */
export function OfficeMapLeaflet({ view, tileUrl, attribution, controls }: OfficeMapLeafletProps) {
  // Leaflet names a bubble's close button "Close popup" and takes no option for it.
  const labelClose = (event: L.PopupEvent) =>
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', controls.closePopup);
  // The map and its controls first, then the tiles, then the markers: each in its own task.
  const step = useSteps(2);
  return (
    <MapContainer
      center={view.center}
      zoom={view.zoom}
      scrollWheelZoom
      zoomControl={false}
      attributionControl={false}
      className="h-full w-full"
      worldCopyJump
    >
      <ZoomControl position="topleft" zoomInTitle={controls.zoomIn} zoomOutTitle={controls.zoomOut} />
      <AttributionControl position="bottomright" prefix={LEAFLET_CREDIT} />
      {/* On a high-density screen (most phones) the tiles of the next zoom level, drawn at half size: sharp, where
          the opening zoom's tiles would be stretched and blurred. */}
      {step >= 1 ? <TileLayer url={tileUrl} attribution={attribution} detectRetina /> : null}
      {step < 2 ? null : view.markers.map((marker) => (
        <Marker
          key={marker.id}
          position={marker.position}
          icon={officeIcon}
          alt={marker.name}
          title={marker.name}
          eventHandlers={{ popupopen: labelClose }}
        >
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
