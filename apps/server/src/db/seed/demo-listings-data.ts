// The demo crashpads: three listers' houses around ten busy US crew bases. Addresses are invented streets in
// the real towns around each airport; the seed places each house a few miles from its airport.
import type { RentalType } from '@crashpad/shared/rules/listings';

export type DemoArea = {
  city: string;
  state: string;
  postal: string;
  streets: string[];
  neighborhoods: string[];
};

export const DEMO_AREAS: Record<string, DemoArea> = {
  DFW: {
    city: 'Irving',
    state: 'Texas',
    postal: '75063',
    streets: ['Valley View Ln', 'Esters Blvd', 'Royal Ln'],
    neighborhoods: ['Valley Ranch', 'Las Colinas', 'Freeport'],
  },
  ORD: {
    city: 'Des Plaines',
    state: 'Illinois',
    postal: '60018',
    streets: ['Touhy Ave', 'Lee St', 'Oakton St'],
    neighborhoods: ['Cumberland Terrace', 'Rosemont', 'Elk Grove Village'],
  },
  ATL: {
    city: 'College Park',
    state: 'Georgia',
    postal: '30337',
    streets: ['Camp Creek Pkwy', 'Virginia Ave', 'Main St'],
    neighborhoods: ['Historic College Park', 'Hapeville', 'East Point'],
  },
  DEN: {
    city: 'Aurora',
    state: 'Colorado',
    postal: '80019',
    streets: ['Tower Rd', 'Green Valley Ranch Blvd', 'Himalaya Rd'],
    neighborhoods: ['Green Valley Ranch', 'Gateway Park', 'High Point'],
  },
  JFK: {
    city: 'Queens',
    state: 'New York',
    postal: '11420',
    streets: ['Rockaway Blvd', 'Lefferts Blvd', '130th St'],
    neighborhoods: ['South Ozone Park', 'Howard Beach', 'Springfield Gardens'],
  },
  LAX: {
    city: 'Los Angeles',
    state: 'California',
    postal: '90045',
    streets: ['Sepulveda Blvd', 'Manchester Ave', 'La Tijera Blvd'],
    neighborhoods: ['Westchester', 'Playa del Rey', 'El Segundo'],
  },
  SEA: {
    city: 'SeaTac',
    state: 'Washington',
    postal: '98188',
    streets: ['International Blvd', 'S 176th St', 'Military Rd S'],
    neighborhoods: ['McMicken Heights', 'Burien', 'Tukwila'],
  },
  MIA: {
    city: 'Miami Springs',
    state: 'Florida',
    postal: '33166',
    streets: ['Curtiss Pkwy', 'NW 36th St', 'Okeechobee Rd'],
    neighborhoods: ['Miami Springs', 'Doral', 'Virginia Gardens'],
  },
  EWR: {
    city: 'Elizabeth',
    state: 'New Jersey',
    postal: '07201',
    streets: ['North Ave', 'Elmora Ave', 'Newark Ave'],
    neighborhoods: ['Elmora', 'Peterstown', 'Union'],
  },
  IAH: {
    city: 'Humble',
    state: 'Texas',
    postal: '77338',
    streets: ['Will Clayton Pkwy', 'Atascocita Rd', 'Aldine Bender Rd'],
    neighborhoods: ['Greens Point', 'Atascocita', 'Kingwood'],
  },
};

export type DemoLister = {
  email: string;
  first: string;
  last: string;
  display: string;
  about: string;
  plan: 'premium' | 'pro';
};

export const DEMO_LISTERS: DemoLister[] = [
  {
    email: 'lister2@demo.crashpad.test',
    first: 'Marcus',
    last: 'Hale',
    display: 'MarcusH',
    plan: 'pro',
    about:
      'Former regional captain. I run crew houses in Texas, Atlanta and Miami with weekly cleaning and a shuttle-friendly location.',
  },
  {
    email: 'lister3@demo.crashpad.test',
    first: 'Priya',
    last: 'Nandakumar',
    display: 'PriyaN',
    plan: 'pro',
    about:
      'Flight attendant turned host: quiet, clean crashpads for commuters at the Chicago, New York, Denver and West Coast bases.',
  },
  {
    email: 'lister4@demo.crashpad.test',
    first: 'Tom',
    last: 'Becker',
    display: 'TomB',
    plan: 'premium',
    about: 'Aircraft mechanic with two houses near SEA and LAX. Crew-only, no drama, fast Wi-Fi.',
  },
];

export type DemoListing = {
  lister: 0 | 1 | 2;
  code: string;
  title: string;
  hook: string;
  type: RentalType;
  /** beds per room */
  rooms: number[];
  /** beds taken by tenants (BUSY); equal to the bed count for a full house */
  busy: number;
  rate: number;
  rateTo?: number;
  feature?: 'featured' | 'boosted';
  gender?: 'male' | 'female';
  /** how long ago it was listed */
  ageDays: number;
};

/**
 * One listing a line: airport | lister (index in DEMO_LISTERS) | title | beds per room | beds taken (BUSY) |
 * rate per month in dollars | days since listed | options (type=, rateTo=, feature=, gender=) | opening line.
 */
const TABLE = `
DFW | 0 | Valley Ranch Crew House | 4,4,2 | 3 | 425 | 420 | feature=featured | A bright two-storey house on a quiet cul-de-sac, popular with American Airlines pilots on reserve.
DFW | 0 | Las Colinas Flight Attendant Pad | 3,3 | 2 | 395 | 200 | gender=female | A calm townhouse for women crew, with a shared kitchen, a small patio and keypad entry for late arrivals.
DFW | 0 | Esters Blvd Cold-Bed Loft | 6 | 6 | 480 | 35 |  | An open loft with assigned beds and personal lockers, ten minutes from the north entrance of the airport.
IAH | 0 | Greens Point Pilot Bunkhouse | 4,4 | 1 | 350 | 300 | gender=male | A single-storey house set up for pilots commuting into the Houston base, with blackout curtains in every room.
IAH | 0 | Atascocita Lake House Rooms | 2,2,1 | 0 | 520 | 90 | rateTo=600 | Private and shared rooms in a family-sized house near the lake, with a big kitchen and a fenced backyard.
IAH | 0 | Will Clayton Commuter Crashpad | 5,5 | 4 | 275 | 15 |  | Hot beds for commuters who need a place between trips, five minutes from the terminal shuttle stop.
ATL | 0 | Historic College Park Bungalow | 3,2 | 2 | 450 | 510 |  | A restored craftsman bungalow on a tree-lined street, walking distance to the MARTA station and cafés.
ATL | 0 | Camp Creek Crew Suites | 2,2 | 1 | 575 | 60 | type=crashpad_suite feature=boosted | Two furnished suites sharing a kitchen and laundry, ideal for Delta crew on long reserve blocks.
ATL | 0 | Hapeville Hot-Bed House | 4,4 | 7 | 260 | 140 |  | A no-frills, spotless house with hot beds for commuters who only need a place to sleep between trips.
MIA | 0 | Miami Springs Garden House | 3,3,2 | 5 | 495 | 250 |  | A Spanish-style house with a garden and pool, four minutes from the airport and close to the golf course.
MIA | 0 | Doral Flight Crew Condo | 2,2 | 0 | 600 | 28 | type=entire_suite | A modern condo with gym and pool access, for crew flying international trips out of Miami.
MIA | 0 | Virginia Gardens Ladies Crashpad | 3,3 | 2 | 380 | 170 | gender=female | A tidy house for women crew with assigned beds, a shared closet wall and a quiet study corner.
ORD | 1 | O'Hare North Crew House | 4,4,3 | 4 | 400 | 380 |  | A brick house on a quiet block, five minutes from the terminals and the employee parking shuttle.
ORD | 1 | Rosemont Reserve Room | 1 | 0 | 465 | 75 | type=crashpad_room | A private room for reserve crew near the convention centre, with a heated garage for your car through the winter.
ORD | 1 | Elk Grove Pilot Pad | 3,3 | 0 | 330 | 22 | gender=male | A split-level house for pilots with a big kitchen, a grill on the deck and lockers for flight bags.
EWR | 1 | Elmora Commuter Crashpad | 4,3 | 3 | 410 | 320 |  | A two-family house turned crashpad, near NJ Transit and a short ride to the terminals.
EWR | 1 | Peterstown Crew Quarters | 3,3,3 | 9 | 390 | 130 |  | A renovated house with new mattresses, blackout shades and a washer and dryer on every floor.
EWR | 1 | Union Quiet House | 2,2 | 1 | 445 | 45 |  | A quiet house for crew who value sleep: quiet hours from 10 pm, no guests and a calm shared lounge.
JFK | 1 | South Ozone Park Crew House | 4,4 | 5 | 500 | 280 |  | A three-storey house ten minutes from JFK with a dedicated airport shuttle stop at the corner.
JFK | 1 | Howard Beach Bay Room | 1 | 1 | 590 | 100 | type=crashpad_room | A private room near the bay with a bus to the AirTrain, for crew on international rotations.
JFK | 1 | Springfield Gardens Flight Attendant Pad | 3,3 | 0 | 455 | 12 | gender=female | A warm, women-only house with a big kitchen, vanity room and luggage storage by the door.
DEN | 1 | Green Valley Ranch Crew House | 4,4 | 2 | 385 | 260 |  | A newer house by the golf course, fifteen minutes from the terminal, with garage parking in winter.
DEN | 1 | Gateway Park Hot Beds | 6,4 | 3 | 250 | 55 |  | Hot beds for commuters on the Denver base, by the light rail to the airport and the grocery store.
LAX | 1 | Westchester Crew Bungalow | 3,2 | 2 | 560 | 340 |  | A sunny bungalow under the approach path, close to the terminals, shops and the beach at Playa del Rey.
SEA | 1 | Burien Crew Retreat | 3,3 | 1 | 435 | 190 |  | A cosy house above the Sound with a fireplace, fast Wi-Fi and a ten-minute drive to the terminal.
SEA | 2 | SeaTac Light Rail Crashpad | 4,4 | 2 | 310 | 80 |  | A clean, simple crashpad two blocks from the light rail station, made for commuters on short trips.
SEA | 2 | McMicken Heights Pilot House | 3,2 | 1 | 370 | 25 | gender=male | A pilots-only house on a quiet hill with a view of the runways and room for bikes and flight bags.
LAX | 2 | El Segundo Beach Crew Pad | 3,3 | 3 | 540 | 150 |  | A crew house near the beach bike path, with an outdoor shower and a short ride to the LAX terminals.
LAX | 2 | Playa del Rey Hostel Beds | 6,6 | 4 | 290 | 8 | type=hostel | Hostel-style beds for crew on short trips, with a shared lounge and lockers, near the airport bus.
DFW | 0 | Grapevine Lake Crew Rooms | 2,2,2 | 4 | 515 | 400 |  | Rooms in a lake-side house near Grapevine, with a kayak rack, a big deck and fast access to the north entrance.
`;

function parseLine(line: string): DemoListing {
  const [code, lister, title, rooms, busy, rate, age, extras, hook] = line.split(' | ').map((c) => c.trim());
  const options = Object.fromEntries(
    (extras ?? '')
      .split(' ')
      .filter(Boolean)
      .map((o) => o.split('=')),
  );
  return {
    code: code!,
    lister: Number(lister) as DemoListing['lister'],
    title: title!,
    hook: hook!,
    rooms: rooms!.split(',').map(Number),
    busy: Number(busy),
    rate: Number(rate),
    ageDays: Number(age),
    type: (options.type ?? 'crashpad') as RentalType,
    ...(options.rateTo ? { rateTo: Number(options.rateTo) } : {}),
    ...(options.feature ? { feature: options.feature as 'featured' | 'boosted' } : {}),
    ...(options.gender ? { gender: options.gender as 'male' | 'female' } : {}),
  };
}

export const DEMO_LISTINGS: DemoListing[] = TABLE.trim().split('\n').map(parseLine);
