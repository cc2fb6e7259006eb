/** Big crew bases, linked from the home page. */
export const POPULAR_AIRPORTS = [
  { prefix: 'DFW', city: 'Dallas/Fort Worth' },
  { prefix: 'ORD', city: 'Chicago' },
  { prefix: 'ATL', city: 'Atlanta' },
  { prefix: 'DEN', city: 'Denver' },
  { prefix: 'JFK', city: 'New York' },
  { prefix: 'LAX', city: 'Los Angeles' },
  { prefix: 'SEA', city: 'Seattle' },
  { prefix: 'MIA', city: 'Miami' },
  { prefix: 'EWR', city: 'Newark' },
  { prefix: 'IAH', city: 'Houston' },
] as const;
