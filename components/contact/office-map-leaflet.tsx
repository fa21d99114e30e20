'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { MARKER_ICON, type MapControlLabels, type OfficeMapView } from '@/lib/map/map';

/** The pin's look as a button: no box of its own, our focus ring. */
const MARKER_BUTTON_CLASS = 'block cursor-pointer border-0 bg-transparent p-0 focus-ring';

/**
 * An office's pin: a real <button> named by the office (aria-label), holding our marker artwork as a decorative
 * image. Leaflet's own marker is an <img role="button"> named by its alt text, a name screen readers take but
 * checkers such as HTML_CodeSniffer do not; a button's name from aria-label is the same to both. Leaflet places,
 * moves and wires up the element its icon makes, whatever it is; `keyboard: false` on the marker keeps Leaflet
 * from adding tabindex and role="button" to it, which a button has of itself.
 */
function officeIcon(name: string): L.Icon {
  const icon = L.icon(MARKER_ICON);
  icon.createIcon = () => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `leaflet-marker-icon ${MARKER_BUTTON_CLASS}`;
    button.setAttribute('aria-label', name);
    const [width, height] = MARKER_ICON.iconSize;
    const [anchorX, anchorY] = MARKER_ICON.iconAnchor;
    Object.assign(button.style, { width: `${width}px`, height: `${height}px`, marginLeft: `${-anchorX}px`, marginTop: `${-anchorY}px` });
    const image = document.createElement('img');
    image.src = MARKER_ICON.iconUrl;
    image.alt = '';
    image.width = width;
    image.height = height;
    image.draggable = false;
    button.append(image);
    // A button answers Enter with a click, which opens the office's bubble; Leaflet would also open it on the
    // key itself, and a second open closes it again.
    button.addEventListener('keypress', (event) => event.stopPropagation());
    return button;
  };
  return icon;
}

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
  const icons = useMemo(() => new Map(view.markers.map((marker) => [marker.id, officeIcon(marker.name)])), [view.markers]);
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
          icon={icons.get(marker.id)!}
          keyboard={false}
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
