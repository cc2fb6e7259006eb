// The site's map (docs/architecture.md "Web app"): react-leaflet with the tile server from /api/site (`map.tile_url`;
// none configured = no tile layer, the markers on a plain grid). Pages load it through LazyListingMap so
// Leaflet and its CSS stay out of pages without a map. Markers are divIcons (Leaflet's PNG icons break with
// bundlers, and CSP allows only our own images) and overlapping ones are grouped (./cluster.ts).
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { latLngBounds } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site';
import { clusterPoints, samePlace, type Cluster } from './cluster';
import { DraggablePin, type DraggableMarker } from './draggable-pin';
import { markerIcon } from './marker-icon';
import texts from './map-texts.json';
import classes from './listing-map.module.css';

i18next.addResourceBundle('en', 'translation', texts, true, false);

export type MapMarker = {
  id: number | string;
  lat: number;
  lon: number;
  /** the marker's title (tooltip and accessible name) and the text of its popup */
  label: string;
  /** a page the popup links to */
  href?: string;
  /** lines the popup shows under the title, such as the price and the beds free */
  details?: string[];
  /** short text drawn on the marker, such as a price; without it the marker is a dot */
  pin?: string;
  /** a marker of a layer (events, special offers) has its own colour, apart from the listings' */
  tone?: 'event' | 'offer';
};

export type ListingMapProps = {
  /** accessible name of the map */
  label: string;
  center: [number, number];
  zoom: number;
  markers?: MapMarker[];
  /** a fixed, unclustered marker such as the airport searched */
  landmark?: { lat: number; lon: number; label: string; pin: string };
  /** fit the view to the centre and the markers each time the markers change (search results) */
  fitMarkers?: boolean;
  /** one pin the user moves (see draggable-pin.tsx); the wizard sets an address's coordinates with it */
  draggable?: DraggableMarker;
  /** a click on the map reports its point: how the wizard places the first pin when no address is found */
  onPick?: (lat: number, lon: number) => void;
  /** markers of layers over the listings (events, offers): never grouped with them, nor fitted to */
  layers?: MapMarker[];
  /** controls drawn over the map's top right corner, such as the layers' toggles */
  overlay?: ReactNode;
  height?: number | string;
};

type MapSettings = { tile_url: string | null; attribution: string };

/** The tile server of the site answer; a missing `map` or an empty URL means no tiles. */
function tileSettings(site: object): MapSettings | null {
  const map = (site as { map?: MapSettings | null }).map;
  return map?.tile_url ? map : null;
}

export default function ListingMap(props: ListingMapProps) {
  const { t } = useTranslation();
  const tiles = tileSettings(useSite());
  const { label, center, zoom, markers = [], landmark, draggable } = props;
  return (
    <div className={classes.frame} style={{ height: props.height ?? 360 }} role="region" aria-label={label}>
      <MapContainer
        center={center}
        zoom={zoom}
        minZoom={2}
        maxZoom={18}
        scrollWheelZoom={false}
        className={`${classes.map} ${tiles ? '' : classes.blank}`}
      >
        <LabelContainer label={label} />
        {tiles && <TileLayer url={tiles.tile_url!} attribution={tiles.attribution} />}
        <ClusteredMarkers markers={markers} />
        {props.layers?.map((m) => (
          <SingleMarker key={`layer-${m.id}`} marker={m} />
        ))}
        <FollowView center={center} zoom={zoom} markers={props.fitMarkers ? markers : null} />
        {landmark && <Landmark {...landmark} />}
        {draggable && <DraggablePin pin={draggable} />}
        {props.onPick && <PickOnClick onPick={props.onPick} />}
      </MapContainer>
      {!tiles && <span className={classes.note}>{t('map.noTiles')}</span>}
      {props.overlay && <div className={classes.overlay}>{props.overlay}</div>}
    </div>
  );
}

function PickOnClick({ onPick }: { onPick: (lat: number, lon: number) => void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

/** Leaflet's container takes keyboard focus: give it the map's name too. */
function LabelContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(
    () => () => {
      // Leaflet 1.9 ends a zoom animation from a timer that remove() does not cancel; on a map removed
      // mid-zoom (the user followed a link) it would throw. The flag makes that timer do nothing.
      (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
    },
    [map],
  );
  return null;
}

/**
 * Moves the view when the page changes the centre, zoom or (with fitMarkers) the markers. A new centre with
 * the same zoom keeps the zoom the user chose (a moved pin should not undo their zooming).
 */
function FollowView({
  center,
  zoom,
  markers,
}: {
  center: [number, number];
  zoom: number;
  markers: MapMarker[] | null;
}) {
  const map = useMap();
  const lastZoom = useRef(zoom);
  const [lat, lon] = center;
  const fitKey = markers && markers.length > 0 ? markers.map((m) => `${m.lat},${m.lon}`).join('|') : '';
  useEffect(() => {
    const zoomChanged = lastZoom.current !== zoom;
    lastZoom.current = zoom;
    if (!fitKey) {
      map.setView([lat, lon], zoomChanged ? zoom : map.getZoom(), { animate: false });
      return;
    }
    const points = fitKey.split('|').map((p) => p.split(',').map(Number) as [number, number]);
    map.fitBounds(latLngBounds([[lat, lon], ...points]), { padding: [40, 40], maxZoom: 14, animate: false });
  }, [map, lat, lon, zoom, fitKey]);
  return null;
}

function Landmark({ lat, lon, label, pin }: NonNullable<ListingMapProps['landmark']>) {
  const icon = useMemo(() => markerIcon(`${classes.pin} ${classes.landmark}`, pin), [pin]);
  return <Marker position={[lat, lon]} icon={icon} title={label} zIndexOffset={-100} />;
}

function ClusteredMarkers({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  // Registered once (not per render) so no zoom change slips through while handlers are swapped; this
  // component comes before FollowView so it listens before the first fit.
  useEffect(() => {
    const update = () => setZoom(map.getZoom());
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  const clusters = useMemo(() => clusterPoints(markers, zoom), [markers, zoom]);
  return clusters.map((c) =>
    c.members.length === 1 ? (
      <SingleMarker key={c.members[0]!.id} marker={c.members[0]!} />
    ) : (
      <ClusterMarker
        key={c.members.map((m) => m.id).join('-')}
        cluster={c}
        maxed={zoom >= map.getMaxZoom()}
      />
    ),
  );
}

function MarkerLink({ marker }: { marker: MapMarker }) {
  return marker.href ? <Link to={marker.href}>{marker.label}</Link> : <span>{marker.label}</span>;
}

/** A marker's popup text: its title (a link when it has a page) and its details, one per line. */
function MarkerSummary({ marker }: { marker: MapMarker }) {
  return (
    <>
      <strong className={classes.popupTitle}>
        <MarkerLink marker={marker} />
      </strong>
      {marker.details?.map((line) => (
        <span key={line} className={classes.popupLine}>
          {line}
        </span>
      ))}
    </>
  );
}

function SingleMarker({ marker }: { marker: MapMarker }) {
  const { pin, tone } = marker;
  const icon = useMemo(
    () =>
      pin ? markerIcon(`${classes.pin} ${tone ? classes[tone] : ''}`, pin, 32) : markerIcon(classes.dot, ''),
    [pin, tone],
  );
  return (
    <Marker position={[marker.lat, marker.lon]} icon={icon} title={marker.label}>
      <Popup>
        <div className={classes.popup}>
          <MarkerSummary marker={marker} />
        </div>
      </Popup>
    </Marker>
  );
}

/** A numbered marker: a click zooms in to split it, or lists its places when zooming cannot split them. */
function ClusterMarker({ cluster, maxed }: { cluster: Cluster<MapMarker>; maxed: boolean }) {
  const { t } = useTranslation();
  const map = useMap();
  const count = cluster.members.length;
  const stuck = maxed || samePlace(cluster.members);
  const icon = useMemo(() => markerIcon(classes.cluster, String(count)), [count]);
  const zoomIn = () =>
    map.fitBounds(latLngBounds(cluster.members.map((m) => [m.lat, m.lon] as [number, number])), {
      padding: [48, 48],
    });
  return (
    <Marker
      position={[cluster.lat, cluster.lon]}
      icon={icon}
      title={t(stuck ? 'map.clusterSame' : 'map.cluster', { count })}
      eventHandlers={stuck ? {} : { click: zoomIn }}
    >
      {stuck && (
        <Popup>
          <div className={classes.popup}>
            <ul>
              {cluster.members.map((m) => (
                <li key={m.id}>
                  <MarkerSummary marker={m} />
                </li>
              ))}
            </ul>
          </div>
        </Popup>
      )}
    </Marker>
  );
}
