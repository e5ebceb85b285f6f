import {
  DEFAULT_ERROR_MESSAGE,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  readConfigMessage,
  readWidgetMessage,
} from '@/lib/widget/bridge-messages';

describe('readWidgetMessage: each type', () => {
  it('reads ready', () => {
    expect(readWidgetMessage({ type: 'ready' })).toEqual({ type: 'ready' });
  });

  it('reads relay with its inner data', () => {
    expect(readWidgetMessage({ type: 'relay', data: { a: [1] } })).toEqual({
      type: 'relay',
      data: { a: [1] },
    });
  });

  it('reads auth with the wallet address', () => {
    expect(readWidgetMessage({ type: 'auth', walletAddress: '0xabc' })).toEqual({
      type: 'auth',
      walletAddress: '0xabc',
    });
  });

  it('reads complete with a string result', () => {
    expect(readWidgetMessage({ type: 'complete', result: '{"a":1}' })).toEqual({
      type: 'complete',
      result: '{"a":1}',
    });
  });

  it('reads complete with an object result, unchanged', () => {
    const result = { E_score: '70' };
    const message = readWidgetMessage({ type: 'complete', result });
    expect(message).toEqual({ type: 'complete', result });
    expect(message?.type === 'complete' ? message.result : message).toBe(result);
  });

  it('reads error with its message', () => {
    expect(readWidgetMessage({ type: 'error', message: 'Boom' })).toEqual({ type: 'error', message: 'Boom' });
  });

  it('reads resize with its height', () => {
    expect(readWidgetMessage({ type: 'resize', height: 700 })).toEqual({ type: 'resize', height: 700 });
  });
});

describe('readWidgetMessage: not a widget message', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ready'],
    ['a number', 7],
    ['an array', [{ type: 'ready' }]],
    ['an object without type', { data: 1 }],
    ['an object with a numeric type', { type: 1 }],
    ['an object with a null type', { type: null }],
  ])('returns null for %s', (_name, data) => {
    expect(readWidgetMessage(data)).toBeNull();
  });
});

describe('readWidgetMessage: unknown and malformed', () => {
  it('marks an unknown type with its name', () => {
    expect(readWidgetMessage({ type: 'party' })).toEqual({ type: 'unknown', rawType: 'party' });
  });

  it('marks auth without a string wallet address as malformed', () => {
    expect(readWidgetMessage({ type: 'auth' })).toEqual({ type: 'malformed', rawType: 'auth' });
    expect(readWidgetMessage({ type: 'auth', walletAddress: 42 })).toEqual({
      type: 'malformed',
      rawType: 'auth',
    });
  });

  it('marks complete without a result as malformed', () => {
    expect(readWidgetMessage({ type: 'complete' })).toEqual({ type: 'malformed', rawType: 'complete' });
  });

  it('marks resize without a usable height as malformed', () => {
    expect(readWidgetMessage({ type: 'resize' })).toEqual({ type: 'malformed', rawType: 'resize' });
    expect(readWidgetMessage({ type: 'resize', height: 'tall' })).toEqual({
      type: 'malformed',
      rawType: 'resize',
    });
  });
});

describe('readWidgetMessage: resize heights', () => {
  it('has a 550 px minimum', () => {
    expect(MIN_FRAME_HEIGHT).toBe(550);
  });

  it('clamps a negative height to 550', () => {
    expect(readWidgetMessage({ type: 'resize', height: -20 })).toEqual({ type: 'resize', height: 550 });
  });

  it('clamps a small height to 550', () => {
    expect(readWidgetMessage({ type: 'resize', height: 100 })).toEqual({ type: 'resize', height: 550 });
  });

  it('never yields a NaN height (NaN is ignored as malformed)', () => {
    expect(readWidgetMessage({ type: 'resize', height: NaN })).toEqual({
      type: 'malformed',
      rawType: 'resize',
    });
  });

  it('never yields an infinite height', () => {
    const message = readWidgetMessage({ type: 'resize', height: Infinity });
    expect(message?.type === 'resize' ? Number.isFinite(message.height) : true).toBe(true);
  });

  it('caps a huge height', () => {
    expect(readWidgetMessage({ type: 'resize', height: 1e9 })).toEqual({
      type: 'resize',
      height: MAX_FRAME_HEIGHT,
    });
  });

  it('reads a numeric string height', () => {
    expect(readWidgetMessage({ type: 'resize', height: '812' })).toEqual({ type: 'resize', height: 812 });
  });

  it('rounds a fractional height to whole pixels', () => {
    expect(readWidgetMessage({ type: 'resize', height: 700.6 })).toEqual({ type: 'resize', height: 701 });
  });
});

describe('readWidgetMessage: error text fallback (message → error → default)', () => {
  it("uses 'An error occurred' as the default", () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('An error occurred');
  });

  it('prefers message over error', () => {
    expect(readWidgetMessage({ type: 'error', message: 'first', error: 'second' })).toEqual({
      type: 'error',
      message: 'first',
    });
  });

  it('falls back to error when message is missing', () => {
    expect(readWidgetMessage({ type: 'error', error: 'second' })).toEqual({
      type: 'error',
      message: 'second',
    });
  });

  it('falls back to error when message is empty', () => {
    expect(readWidgetMessage({ type: 'error', message: '', error: 'second' })).toEqual({
      type: 'error',
      message: 'second',
    });
  });

  it("falls back to 'An error occurred' when both are missing", () => {
    expect(readWidgetMessage({ type: 'error' })).toEqual({ type: 'error', message: 'An error occurred' });
  });

  it("falls back to 'An error occurred' when both are unusable", () => {
    expect(readWidgetMessage({ type: 'error', message: 42, error: {} })).toEqual({
      type: 'error',
      message: 'An error occurred',
    });
  });

  it('reads the message of an Error-like error object', () => {
    expect(readWidgetMessage({ type: 'error', error: { name: 'Error', message: 'Quota hit' } })).toEqual({
      type: 'error',
      message: 'Quota hit',
    });
  });

  it('reads the message of a real Error', () => {
    expect(readWidgetMessage({ type: 'error', error: new Error('Bad zip') })).toEqual({
      type: 'error',
      message: 'Bad zip',
    });
  });

  it('reads the message of an Error-like message object', () => {
    expect(readWidgetMessage({ type: 'error', message: { message: 'Nested' } })).toEqual({
      type: 'error',
      message: 'Nested',
    });
  });
});

describe('readConfigMessage', () => {
  const config = {
    type: 'config',
    appId: 'com.vana.spotifyicecream',
    schemaId: 25,
    aiPrompt: 'prompt {{data}}',
    embeddingOrigin: 'http://localhost:3000',
    theme: { mode: 'light', primaryColor: '#123456' },
  };

  it('reads a complete config message', () => {
    expect(readConfigMessage(config)).toEqual(config);
  });

  it('uses a default primary colour when the theme is missing', () => {
    const read = readConfigMessage({ ...config, theme: undefined });
    expect(read?.theme.mode).toBe('light');
    expect(typeof read?.theme.primaryColor).toBe('string');
  });

  it.each([
    ['null', null],
    ['a string', 'config'],
    ['an array', [config]],
    ['another type', { ...config, type: 'ready' }],
    ['a missing appId', { ...config, appId: undefined }],
    ['a string schemaId', { ...config, schemaId: '25' }],
    ['a NaN schemaId', { ...config, schemaId: NaN }],
    ['a missing aiPrompt', { ...config, aiPrompt: undefined }],
    ['a non-string embeddingOrigin', { ...config, embeddingOrigin: 1 }],
  ])('returns null for %s', (_name, data) => {
    expect(readConfigMessage(data)).toBeNull();
  });
});
