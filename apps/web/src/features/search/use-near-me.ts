// The state of "Near me": idle, locating, found (a point) or refused (the map shows the whole US).
import { useState } from 'react';
import type { Point } from './api';

export type NearMe = { point: Point | null; locating: boolean; refused: boolean };

export function useNearMe() {
  const [state, setState] = useState<NearMe>({ point: null, locating: false, refused: false });
  const find = async (): Promise<void> => {
    setState((s) => ({ ...s, locating: true }));
    const { locate, warnDenied } = await import('./near-me');
    try {
      const point = await locate();
      setState({ point, locating: false, refused: false });
    } catch (err) {
      console.warn('Geolocation refused or failed', err);
      setState({ point: null, locating: false, refused: true });
      await warnDenied(() => void find());
    }
  };
  const clear = () => setState({ point: null, locating: false, refused: false });
  return { ...state, find, clear };
}
