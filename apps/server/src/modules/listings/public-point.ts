// What visitors see of a listing's address: the exact point moved by up to 300 m (docs/product/specification/2-listings-and-tenants.md §2.8 map marker;
// LISTING_LIMITS.publicOffsetMetres). Drawn once per address, so repeated visits cannot average it away.
import { randomInt } from 'node:crypto';
import { LISTING_LIMITS } from '@crashpad/shared/rules/listings';

const METRES_PER_DEGREE = 111_320;
const STEPS = 2 ** 32;

/** A uniform number in [0, 1) from the operating system's random source. */
const secureRandom = () => randomInt(0, STEPS) / STEPS;

/** A point uniformly distributed in the disc of `radius` metres around (latitude, longitude). */
export function publicPoint(
  latitude: number,
  longitude: number,
  random: () => number = secureRandom,
  radius: number = LISTING_LIMITS.publicOffsetMetres,
): { latitude: number; longitude: number } {
  // sqrt makes the distance uniform over the disc's area, not bunched at its centre.
  const distance = radius * Math.sqrt(random());
  const angle = 2 * Math.PI * random();
  const north = distance * Math.cos(angle);
  const east = distance * Math.sin(angle);
  const lat = Math.max(-90, Math.min(90, latitude + north / METRES_PER_DEGREE));
  const cos = Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  let lon = longitude + east / (METRES_PER_DEGREE * cos);
  if (lon > 180) lon -= 360;
  if (lon < -180) lon += 360;
  return { latitude: lat, longitude: lon };
}
