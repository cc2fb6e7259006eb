// The one movable pin of ListingMap, for setting an address's coordinates (the listing wizard):
//
//   <LazyListingMap label="Your crashpad's location" center={[lat, lon]} zoom={15}
//     draggable={{ lat, lon, onMove: (lat, lon) => setCoordinates(lat, lon) }} />
//
// The pin is controlled: it is drawn at `lat`/`lon` and reports each move through `onMove` (after a drag,
// a click on the map, or an arrow key while the pin has focus); the page stores the new coordinates and
// passes them back. The view does not follow the pin; change `center` to move the view.
import { useMemo } from 'react';
import type { LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { markerIcon } from './marker-icon';
import classes from './listing-map.module.css';

export type DraggableMarker = {
  lat: number;
  lon: number;
  /** title and accessible name of the pin; by default it says how to move it */
  label?: string;
  onMove: (lat: number, lon: number) => void;
};

const STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -STEP_PX],
  ArrowDown: [0, STEP_PX],
  ArrowLeft: [-STEP_PX, 0],
  ArrowRight: [STEP_PX, 0],
};

export function DraggablePin({ pin }: { pin: DraggableMarker }) {
  const { t } = useTranslation();
  const map = useMap();
  const icon = useMemo(() => markerIcon(`${classes.dot} ${classes.draggable}`, ''), []);
  useMapEvents({ click: (e) => pin.onMove(e.latlng.lat, e.latlng.lng) });
  return (
    <Marker
      position={[pin.lat, pin.lon]}
      draggable
      autoPan
      icon={icon}
      title={pin.label ?? t('map.draggable')}
      eventHandlers={{
        dragend: (e) => {
          const { lat, lng } = (e.target as LeafletMarker).getLatLng();
          pin.onMove(lat, lng);
        },
        keydown: (e) => {
          const step = ARROWS[(e as LeafletKeyboardEvent).originalEvent.key];
          if (!step) return;
          (e as LeafletKeyboardEvent).originalEvent.preventDefault();
          const moved = map.unproject(map.project([pin.lat, pin.lon]).add(step));
          pin.onMove(moved.lat, moved.lng);
        },
      }}
    />
  );
}
