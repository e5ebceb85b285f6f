import {
  applyVenueRequest,
  venueWidgetScript,
  clearVisitor,
  DEFAULT_IDLE_SECONDS,
  isLandingPath,
  isVenueWidget,
  landingPathFor,
  parseIdleSeconds,
  parseVenueSetting,
  readVenueQuery,
  readVenueSetting,
  serializeVenueSetting,
  VENUE_STORAGE_KEY,
  venueWidgetSrc,
  withoutVenueParams,
} from '@/lib/venue/venue';
import type { KeyValueStore } from '@/lib/storage';

/** A Storage-like map. */
function memoryStore(
  entries: Record<string, string> = {},
): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

const throwing: KeyValueStore = {
  length: 1,
  key: () => {
    throw new Error('denied');
  },
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('the idle time from the query', () => {
  test.each([
    ['90', 90],
    ['5', 5],
    ['600', 600],
    ['4', 5],
    ['0', 5],
    ['601', 600],
    ['99999', 600],
    ['30.4', 30],
    [' 45 ', 45],
  ])('idle=%s is %i s (clamped to 5–600)', (raw, seconds) => {
    expect(parseIdleSeconds(raw)).toBe(seconds);
  });

  test.each(['', 'abc', '-10', '1e3', '0x20', 'Infinity', 'NaN', '12s', '1234567890123'])(
    'a malformed idle=%p falls back to the default',
    (raw) => expect(parseIdleSeconds(raw)).toBe(DEFAULT_IDLE_SECONDS),
  );

  test.each([undefined, null, 42, {}, []])('a non-string %p is the default', (raw) => {
    expect(parseIdleSeconds(raw)).toBe(DEFAULT_IDLE_SECONDS);
  });
});

describe('the query', () => {
  test('venue=on with and without idle', () => {
    expect(readVenueQuery('?venue=on')).toEqual({ kind: 'on', setting: { on: true, idleSeconds: 90 } });
    expect(readVenueQuery('?venue=on&idle=5')).toEqual({ kind: 'on', setting: { on: true, idleSeconds: 5 } });
    expect(readVenueQuery('?idle=oops&venue=on')).toEqual({
      kind: 'on',
      setting: { on: true, idleSeconds: 90 },
    });
  });

  test('venue=off, other values and no query ask for nothing but off', () => {
    expect(readVenueQuery('?venue=off')).toEqual({ kind: 'off' });
    for (const search of ['', '?venue=ON', '?venue=1', '?idle=5', '?x=y', undefined, 7])
      expect(readVenueQuery(search)).toEqual({ kind: 'none' });
  });

  test('the address bar loses only venue mode’s own parameters', () => {
    expect(withoutVenueParams('?venue=on&idle=5')).toBe('');
    expect(withoutVenueParams('?a=1&venue=off&b=2')).toBe('?a=1&b=2');
  });
});

describe('the stored setting passes a guard', () => {
  test('a setting survives its round trip', () => {
    const setting = { on: true as const, idleSeconds: 30 };
    expect(parseVenueSetting(serializeVenueSetting(setting))).toEqual(setting);
  });

  test.each([
    null,
    undefined,
    '',
    'on',
    'true',
    '[]',
    '{}',
    '{"on":"true","idleSeconds":30}',
    '{"on":true}',
    '{"on":true,"idleSeconds":"30"}',
    '{"on":true,"idleSeconds":4}',
    '{"on":true,"idleSeconds":601}',
    '{"on":true,"idleSeconds":30.5}',
    '{"on":false,"idleSeconds":30}',
    `{"on":true,"idleSeconds":30,"pad":"${'x'.repeat(300)}"}`,
    '{"on":true,"idleSeconds":30',
  ])('%p is not a setting', (text) => {
    expect(parseVenueSetting(text)).toBeNull();
  });

  test('extra keys are dropped, not kept', () => {
    expect(parseVenueSetting('{"on":true,"idleSeconds":20,"__proto__":{"x":1}}')).toEqual({
      on: true,
      idleSeconds: 20,
    });
  });

  test('applying on, then off, through the store', () => {
    const store = memoryStore();
    expect(applyVenueRequest(store, readVenueQuery('?venue=on&idle=12'))).toEqual({
      on: true,
      idleSeconds: 12,
    });
    expect(readVenueSetting(store)).toEqual({ on: true, idleSeconds: 12 });
    // A reload without a query keeps it.
    expect(applyVenueRequest(store, readVenueQuery(''))).toEqual({ on: true, idleSeconds: 12 });
    expect(applyVenueRequest(store, readVenueQuery('?venue=off'))).toBeNull();
    expect(store.dump()).toEqual({});
  });

  test('a store that throws reads as off and never throws', () => {
    expect(readVenueSetting(throwing)).toBeNull();
    expect(applyVenueRequest(throwing, readVenueQuery('?venue=on'))).toEqual({ on: true, idleSeconds: 90 });
    expect(applyVenueRequest(throwing, { kind: 'off' })).toBeNull();
  });
});

describe('a reset between visitors', () => {
  test('clears the session and every local key but the venue setting', () => {
    const session = memoryStore({
      'spotify-flavor-data': '{}',
      'flavor-friend-reading': 'v1-abc',
      other: 'x',
    });
    const local = memoryStore({
      [VENUE_STORAGE_KEY]: serializeVenueSetting({ on: true, idleSeconds: 90 }),
      'flavor-name': 'Ada',
      anything: 'y',
    });
    clearVisitor(session, local);
    expect(session.dump()).toEqual({});
    expect(local.dump()).toEqual({ [VENUE_STORAGE_KEY]: '{"on":true,"idleSeconds":90}' });
  });

  test('stores that throw or are missing are left alone', () => {
    expect(() => clearVisitor(throwing, null)).not.toThrow();
  });
});

describe('paths and the widget', () => {
  test('the landing is / and /de only', () => {
    for (const path of ['/', '/de', '/de/']) expect(isLandingPath(path)).toBe(true);
    for (const path of ['/flavor', '/de/flavor', '/flavor/chocolate', '/deutsch'])
      expect(isLandingPath(path)).toBe(false);
    expect(landingPathFor('/de/flavor')).toBe('/de');
    expect(landingPathFor('/flavor')).toBe('/');
  });

  test('the built-in widget is told through its URL', () => {
    expect(venueWidgetSrc('http://127.0.0.1:3100/embed/upload', true)).toBe(
      'http://127.0.0.1:3100/embed/upload?venue=1',
    );
    expect(venueWidgetSrc('http://x/embed/upload', false)).toBe('http://x/embed/upload');
    expect(isVenueWidget('?venue=1')).toBe(true);
    for (const search of ['', '?venue=on', '?venue=0', null]) expect(isVenueWidget(search)).toBe(false);
  });

  test("the widget's inline script hides the file picker before hydration, on a venue screen only", () => {
    const picker = () => {
      document.body.innerHTML = '<label data-file-picker="">Choose files</label>';
      return document.querySelector('label')!;
    };
    const run = (search: string) => {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', `/embed/upload${search}`);
      new Function(venueWidgetScript())();
    };
    run('?venue=1');
    expect(getComputedStyle(picker()).display).toBe('none');
    for (const search of ['', '?venue=on']) {
      run(search);
      expect(getComputedStyle(picker()).display).not.toBe('none');
    }
  });
});
