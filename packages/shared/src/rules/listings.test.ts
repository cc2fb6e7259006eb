import { describe, expect, it } from 'vitest';
import {
  holdsTenant,
  airportDistanceBand,
  distanceBand,
  listingProblems,
  occupancyRate,
  stripContacts,
  type ListingDraft,
} from './listings';

describe('occupancyRate', () => {
  it('is the share of beds taken, 0 without beds, and never above 1', () => {
    expect(occupancyRate(4, 1)).toBe(0.25);
    expect(occupancyRate(3, 3)).toBe(1);
    expect(occupancyRate(0, 0)).toBe(0);
    // beds removed while their count of occupied beds has not caught up yet
    expect(occupancyRate(2, 3)).toBe(1);
  });
});

const description = 'Quiet crashpad near the terminal. '.repeat(6).trim();

const complete: ListingDraft = {
  title: 'DFW Crew House',
  latitude: 32.8998,
  longitude: -97.0403,
  airport: [12],
  airport_distance: 5,
  description,
  rental_type: 'crashpad',
  bathrooms: 2,
  number_of_shower: 1,
  max_nights: 30,
  rate_per_from: 300,
  rate_per_to: null,
  enable_price_range: false,
  deposit_required: 200,
  rooms: [{ status: 'ACTIVE', beds: [{ status: 'ACTIVE' }, { status: 'BUSY' }] }],
  images: ['/uploads/front.jpg', '/uploads/kitchen.jpg'],
  thumbnail: '/uploads/front.jpg',
};

const messages = (change: Partial<ListingDraft>) =>
  listingProblems({ ...complete, ...change }).map((p) => p.message);

describe('listingProblems', () => {
  it('finds nothing wrong with a complete draft', () => {
    expect(listingProblems(complete)).toEqual([]);
  });

  it('lists every missing field in the order of docs/product/specification/2-listings-and-tenants.md §5, each on the wizard step that holds it', () => {
    const empty: ListingDraft = {
      ...complete,
      title: '',
      latitude: null,
      longitude: null,
      airport: [],
      airport_distance: null,
      description: '',
      bathrooms: null,
      number_of_shower: null,
      max_nights: null,
      rate_per_from: null,
      rate_per_to: null,
      enable_price_range: true,
      deposit_required: null,
      rooms: [],
      images: [],
      thumbnail: null,
    };
    expect(listingProblems(empty)).toEqual([
      { step: 1, field: 'title', message: 'Crashpad name is required' },
      { step: 1, field: 'latitude', message: 'Address is required' },
      { step: 1, field: 'airport_distance', message: 'Airport distance is required' },
      { step: 1, field: 'description', message: 'Description is required' },
      {
        step: 2,
        field: 'rooms',
        message: 'You must have at least one room with bed numbers. Please save after all changes.',
      },
      { step: 1, field: 'bathrooms', message: 'Bathrooms is required' },
      { step: 1, field: 'number_of_shower', message: 'Baths without a shower is required' },
      { step: 1, field: 'max_nights', message: 'Max days per month is required' },
      { step: 1, field: 'rate_per_from', message: 'Rate per month is required' },
      { step: 1, field: 'rate_per_to', message: 'Top of the price range is required' },
      { step: 1, field: 'deposit_required', message: 'Deposit is required' },
      { step: 1, field: 'airport', message: 'you must have at least one airport' },
      { step: 5, field: 'images', message: 'please add lots of nice images' },
    ]);
  });

  it('lists the length, range and image checks in the same order', () => {
    expect(
      listingProblems({
        ...complete,
        description: description.slice(0, 199),
        bathrooms: 0,
        number_of_shower: 6,
        max_nights: 32,
        enable_price_range: true,
        rate_per_from: 400,
        rate_per_to: 350,
        airport: [1, 2, 3],
        thumbnail: null,
      }),
    ).toEqual([
      { step: 1, field: 'description', message: 'The description needs at least 200 characters' },
      { step: 1, field: 'bathrooms', message: 'Bathrooms must be between 1 and 10' },
      { step: 1, field: 'number_of_shower', message: 'Baths without a shower must be between 0 and 5+' },
      { step: 1, field: 'max_nights', message: 'Max days per month must be between 1 and 31' },
      {
        step: 1,
        field: 'rate_per_to',
        message: 'The top of the price range cannot be below the starting price',
      },
      { step: 1, field: 'airport', message: 'you can choose at most two airports' },
      { step: 5, field: 'thumbnail', message: 'please select primary image' },
    ]);
  });

  it('treats a blank text and a number that is not finite as missing', () => {
    expect(messages({ title: '   ' })).toEqual(['Crashpad name is required']);
    expect(messages({ longitude: null })).toEqual(['Address is required']);
    expect(messages({ latitude: Number.NaN })).toEqual(['Address is required']);
    expect(messages({ airport_distance: Number.NaN })).toEqual(['Airport distance is required']);
    expect(messages({ bathrooms: Number.NaN })).toEqual(['Bathrooms is required']);
  });

  it('says a money field holds no amount rather than that it is empty, and flags a negative one', () => {
    // docs/decisions/045-forms-show-every-error.md: NaN is text typed that is not an amount ("abc", "12.3.4").
    expect(messages({ rate_per_from: Number.NaN })).toEqual([
      'Rate per month must be an amount such as 350 or 350.50',
    ]);
    expect(messages({ rate_per_from: 350.005 })).toEqual([
      'Rate per month must be an amount such as 350 or 350.50',
    ]);
    expect(messages({ deposit_required: Number.POSITIVE_INFINITY })).toEqual([
      'Deposit must be an amount such as 350 or 350.50',
    ]);
    expect(messages({ deposit_required: -5 })).toEqual(['Deposit cannot be negative']);
    expect(messages({ deposit_required: null })).toEqual(['Deposit is required']);
  });

  it('accepts a deposit of 0', () => {
    expect(messages({ deposit_required: 0 })).toEqual([]);
  });

  it('needs at least 200 characters of description, not counting spaces around it', () => {
    expect(messages({ description: 'x'.repeat(200) })).toEqual([]);
    expect(messages({ description: 'x'.repeat(199) })).toEqual([
      'The description needs at least 200 characters',
    ]);
    expect(messages({ description: `  ${'x'.repeat(199)}  ` })).toEqual([
      'The description needs at least 200 characters',
    ]);
    expect(messages({ description: ' \n ' })).toEqual(['Description is required']);
  });

  it('accepts 1 to 10 bathrooms and refuses anything else', () => {
    for (const bathrooms of [1, 5, 10]) expect(messages({ bathrooms })).toEqual([]);
    for (const bathrooms of [0, 11, -1, 1.5])
      expect(messages({ bathrooms })).toEqual(['Bathrooms must be between 1 and 10']);
  });

  it('accepts 0 to 4 baths without a shower, or 5 meaning 5+, and refuses anything else', () => {
    for (const number_of_shower of [0, 1, 4, 5]) expect(messages({ number_of_shower })).toEqual([]);
    for (const number_of_shower of [-1, 6, 0.5])
      expect(messages({ number_of_shower })).toEqual(['Baths without a shower must be between 0 and 5+']);
  });

  it('accepts 1 to 31 max days per month and refuses anything else', () => {
    for (const max_nights of [1, 30, 31]) expect(messages({ max_nights })).toEqual([]);
    for (const max_nights of [0, 32, 15.5])
      expect(messages({ max_nights })).toEqual(['Max days per month must be between 1 and 31']);
  });

  it('does not ask hostels and hotels for bathrooms or baths without a shower', () => {
    for (const rental_type of ['hostel', 'hotel'] as const)
      expect(messages({ rental_type, bathrooms: null, number_of_shower: null, max_nights: null })).toEqual(
        [],
      );
    expect(messages({ rental_type: 'house', bathrooms: null, max_nights: null })).toEqual([
      'Bathrooms is required',
    ]);
  });

  it('asks for max days per month only for crashpad rental types', () => {
    for (const rental_type of ['crashpad', 'crashpad_bed', 'crashpad_room', 'crashpad_suite'] as const)
      expect(messages({ rental_type, max_nights: null })).toEqual(['Max days per month is required']);
    for (const rental_type of ['house', 'entire_suite', 'room'] as const)
      expect(messages({ rental_type, max_nights: null })).toEqual([]);
  });

  it('asks for the top of the price range only when the price range is on', () => {
    expect(messages({ enable_price_range: false, rate_per_to: null })).toEqual([]);
    expect(messages({ enable_price_range: false, rate_per_to: 100 })).toEqual([]);
    expect(messages({ enable_price_range: true, rate_per_to: null })).toEqual([
      'Top of the price range is required',
    ]);
    expect(messages({ enable_price_range: true, rate_per_to: 300 })).toEqual([]);
    expect(messages({ enable_price_range: true, rate_per_to: 450 })).toEqual([]);
    expect(messages({ enable_price_range: true, rate_per_to: 299 })).toEqual([
      'The top of the price range cannot be below the starting price',
    ]);
  });

  it('needs one or two airports', () => {
    expect(messages({ airport: [12, 40] })).toEqual([]);
    expect(messages({ airport: [] })).toEqual(['you must have at least one airport']);
    expect(messages({ airport: [12, 40, 41] })).toEqual(['you can choose at most two airports']);
  });

  it('needs at least one room that still has a bed', () => {
    const noRoomWithBeds = [
      'You must have at least one room with bed numbers. Please save after all changes.',
    ];
    expect(messages({ rooms: [] })).toEqual(noRoomWithBeds);
    expect(messages({ rooms: [{ status: 'ACTIVE', beds: [] }] })).toEqual(noRoomWithBeds);
    expect(messages({ rooms: [{ status: 'ACTIVE', beds: [{ status: 'DELETED' }] }] })).toEqual(
      noRoomWithBeds,
    );
    expect(messages({ rooms: [{ status: 'DELETED', beds: [{ status: 'ACTIVE' }] }] })).toEqual(
      noRoomWithBeds,
    );
    expect(messages({ rooms: [{ status: 'NEW', beds: [{ status: 'NEW' }] }] })).toEqual([]);
    expect(
      messages({
        rooms: [
          { status: 'DELETED', beds: [{ status: 'ACTIVE' }] },
          { status: 'ACTIVE', beds: [{ status: 'DELETED' }, { status: 'PENDING' }] },
        ],
      }),
    ).toEqual([]);
  });

  it('needs at least one image and a primary image chosen among them', () => {
    expect(messages({ images: [], thumbnail: null })).toEqual(['please add lots of nice images']);
    expect(messages({ thumbnail: null })).toEqual(['please select primary image']);
    expect(messages({ thumbnail: '/uploads/someone-else.jpg' })).toEqual(['please select primary image']);
    expect(messages({ thumbnail: '/uploads/kitchen.jpg' })).toEqual([]);
  });

  it('refuses more than 15 images', () => {
    const images = Array.from({ length: 16 }, (_, i) => `/uploads/${i}.jpg`);
    expect(messages({ images: images.slice(0, 15), thumbnail: images[0]! })).toEqual([]);
    expect(messages({ images, thumbnail: images[0]! })).toEqual(['You can upload at most 15 images']);
  });
});

describe('distanceBand', () => {
  it('rounds to whole miles, at least 1, and puts 6–10 in the 10 band and more in 11+', () => {
    expect(distanceBand(0.2)).toBe(1);
    expect(distanceBand(1.4)).toBe(1);
    expect(distanceBand(4.6)).toBe(5);
    expect(distanceBand(5.4)).toBe(5);
    expect(distanceBand(5.6)).toBe(10);
    expect(distanceBand(10.4)).toBe(10);
    expect(distanceBand(10.6)).toBe(11);
    expect(distanceBand(40)).toBe(11);
  });

  it('guesses the band from the pin to the airport, and nothing without a pin', () => {
    const dfw = { latitude: 32.8968, longitude: -97.038 };
    // Irving, about 7 miles south-east of the terminals
    expect(airportDistanceBand({ latitude: 32.814, longitude: -96.9489 }, dfw)).toBe(10);
    expect(airportDistanceBand({ latitude: 32.9, longitude: -97.04 }, dfw)).toBe(1);
    // Dallas city centre, about 17 miles away
    expect(airportDistanceBand({ latitude: 32.7767, longitude: -96.797 }, dfw)).toBe(11);
    expect(airportDistanceBand({ latitude: null, longitude: null }, dfw)).toBeNull();
  });
});

describe('stripContacts', () => {
  it('removes US phone numbers in the usual formats', () => {
    const cases: [string, string][] = [
      ['Call 214-555-0134 after 6pm', 'Call [contact removed] after 6pm'],
      ['Text 214.555.0134 first', 'Text [contact removed] first'],
      ['Text 214 555 0134 first', 'Text [contact removed] first'],
      ['Call 2145550134 first', 'Call [contact removed] first'],
      ['Call +1 (214) 555-0134 first', 'Call [contact removed] first'],
      ['Call +1 214-555-0134 first', 'Call [contact removed] first'],
      ['Call 1-800-555-0199 first', 'Call [contact removed] first'],
      ['Front desk 555-0134, any time', 'Front desk [contact removed], any time'],
      ['Phone: 214-555-0134.', 'Phone: [contact removed].'],
    ];
    for (const [text, stripped] of cases) expect(stripContacts(text)).toBe(stripped);
  });

  it('marks where a contact was, so the sentence still reads', () => {
    expect(stripContacts('Call or write to 469-555-0199.')).toBe('Call or write to [contact removed].');
    // stripping again (the wizard strips on blur, the server on save) keeps one mark
    expect(stripContacts(stripContacts('Mail a@b.co'))).toBe('Mail [contact removed]');
  });

  it('removes e-mail addresses', () => {
    expect(stripContacts('Write to jamie@example.com for the gate code')).toBe(
      'Write to [contact removed] for the gate code',
    );
    expect(stripContacts('Or jamie.r+crash@mail.example.co.uk.')).toBe('Or [contact removed].');
    expect(stripContacts('Both: a@b.co and 214-555-0134')).toBe(
      'Both: [contact removed] and [contact removed]',
    );
  });

  it('leaves ordinary text, prices and room counts alone', () => {
    const untouched = [
      'No smoking. Quiet hours after 10 pm.',
      'Rent $450 per month, deposit $200.',
      'Typical price 200-450 USD per month',
      'Deposit $1,200.00 refundable at check-out',
      '3 bedrooms, 2 baths, 6 beds; max 30 days, 1 guest per bed',
      'Gate code 1234',
      'Follow @crashpad for news',
      '1. No pets\n2. No parties\n3. Clean up after yourself',
    ];
    for (const text of untouched) expect(stripContacts(text)).toBe(text);
  });

  it('keeps the lines around a removed contact', () => {
    expect(stripContacts('Contact: jamie@example.com\n2. No pets')).toBe(
      'Contact: [contact removed]\n2. No pets',
    );
    expect(stripContacts('Beds: 6\n\nCall 214-555-0134\n\nNo smoking')).toBe(
      'Beds: 6\n\nCall [contact removed]\n\nNo smoking',
    );
  });

  it('keeps numbers that are not phone numbers: ranges, room numbers, dates and times', () => {
    const untouched = [
      'Rent 1200-1500 per month',
      'Rent 300 - 1200 depending on the room',
      'Crew rooms are 101 102 103',
      'Move-in from 2024-01-15',
      'Quiet hours 22.00 - 07.00',
    ];
    for (const text of untouched) expect(stripContacts(text)).toBe(text);
  });

  it('removes only the phone number, not a number on the line before it', () => {
    expect(stripContacts('Rent is 450\n214-555-0134 for questions')).toBe(
      'Rent is 450\n[contact removed] for questions',
    );
  });

  it('removes a number with its area code in brackets, and international numbers', () => {
    expect(stripContacts('Call (214) 555-0134 first')).toBe('Call [contact removed] first');
    expect(stripContacts('From abroad +44 20 7946 0958 works')).toBe('From abroad [contact removed] works');
  });
});

describe('a bed that holds a tenant', () => {
  it('is one with an invitation (PENDING) or a tenant living there (BUSY)', () => {
    expect(holdsTenant('BUSY')).toBe(true);
    expect(holdsTenant('PENDING')).toBe(true);
    for (const free of ['NEW', 'ACTIVE', 'DELETED'] as const) expect(holdsTenant(free)).toBe(false);
  });
});
