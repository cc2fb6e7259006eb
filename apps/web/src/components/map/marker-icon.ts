import { divIcon } from 'leaflet';
import classes from './listing-map.module.css';

/**
 * A marker drawn by CSS: Leaflet's element (class `className`) is sized by its text and shifted onto the
 * spot by the class's CSS `translate`, since Leaflet positions it with `transform`.
 */
/** `lift`: how far above the spot the marker's popup opens, so it does not cover the marker. */
export function markerIcon(className: string | undefined, text: string, lift = 14) {
  // An element rather than an HTML string, so a text can never become markup; hidden from screen readers
  // because the marker's name is its title (the listing's), not the price drawn on it.
  const el = document.createElement('span');
  el.textContent = text;
  el.setAttribute('aria-hidden', 'true');
  // iconSize undefined (rather than Leaflet's 12 px default): the element takes the size of its text.
  return divIcon({
    html: el,
    className: `${classes.icon} ${className ?? ''}`,
    iconSize: undefined,
    popupAnchor: [0, -lift],
  });
}
