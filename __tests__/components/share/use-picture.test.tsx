import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { usePicture, type DrawPicture } from '@/components/share/use-picture';
import { IntlWrapper } from '../../support/intl';

/** The life cycle the share, duo and crew pictures share: asked, drawing, ready or failed; URLs revoked. */

interface Made {
  url: string;
}

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:${++n}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

/** A draw that waits until the test lets each request finish. */
function gatedDraw() {
  const gates = new Map<string, () => void>();
  const draw: DrawPicture<string, Made> = async (request, words, objectUrl) => {
    // The picture's own words reach the drawing.
    expect(words('label')).toBe('MY ICE-CREAM FLAVOR');
    await new Promise<void>((resolve) => gates.set(request, resolve));
    if (request === 'broken') throw new Error('no canvas');
    return { url: objectUrl(new Blob([request])) };
  };
  const finish = async (request: string) => {
    await waitFor(() => expect(gates.has(request)).toBe(true));
    await act(async () => gates.get(request)?.());
  };
  return { draw, finish };
}

const wrapper = ({ children }: { children: ReactNode }) => <IntlWrapper>{children}</IntlWrapper>;

function renderPicture(draw: DrawPicture<string, Made>, first: string | null) {
  return renderHook(
    ({ request }: { request: string | null }) =>
      usePicture(request, draw, { when: 'now', name: 'test picture' }),
    { wrapper, initialProps: { request: first } },
  );
}

describe('usePicture', () => {
  it('is idle until asked, preparing while it draws, then ready with what the drawing made', async () => {
    const { draw, finish } = gatedDraw();
    const { result, rerender } = renderPicture(draw, null);
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ request: 'a' });
    expect(result.current).toEqual({ status: 'preparing' });
    await finish('a');
    expect(result.current).toEqual({ status: 'ready', url: 'blob:1' });
  });

  it('a newer request reads as preparing, and the older picture’s URL is revoked', async () => {
    const { draw, finish } = gatedDraw();
    const { result, rerender } = renderPicture(draw, 'a');
    await finish('a');
    rerender({ request: 'b' });
    expect(result.current).toEqual({ status: 'preparing' });
    expect(revoked).toEqual(['blob:1']);
    await finish('b');
    expect(result.current).toEqual({ status: 'ready', url: 'blob:2' });
  });

  it('a request ended while it drew is never shown, and its URL goes at once', async () => {
    const { draw, finish } = gatedDraw();
    const { result, rerender } = renderPicture(draw, 'a');
    rerender({ request: 'b' });
    await finish('a');
    expect(created).toEqual(['blob:1']);
    expect(revoked).toEqual(['blob:1']);
    expect(result.current).toEqual({ status: 'preparing' });
  });

  it('fails without throwing, and revokes on unmount', async () => {
    const { draw, finish } = gatedDraw();
    const broken = renderPicture(draw, 'broken');
    await finish('broken');
    expect(broken.result.current).toEqual({ status: 'failed' });
    const ok = renderPicture(draw, 'c');
    await finish('c');
    ok.unmount();
    expect(revoked).toEqual(created);
  });

  it('draws when the page is idle when asked to, not before', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
    window.cancelIdleCallback = () => {};
    const draw = jest.fn<Promise<Made>, Parameters<DrawPicture<string, Made>>>(async () => ({ url: 'x' }));
    try {
      const { result, unmount } = renderHook(
        () => usePicture('a', draw, { when: 'idle', name: 'test picture' }),
        {
          wrapper,
        },
      );
      expect(draw).not.toHaveBeenCalled();
      await act(async () => idle.forEach((run) => run()));
      expect(draw).toHaveBeenCalledTimes(1);
      expect(result.current).toEqual({ status: 'ready', url: 'x' });
      unmount();
    } finally {
      // @ts-expect-error -- jsdom has none: put it back as it was
      delete window.requestIdleCallback;
      // @ts-expect-error -- as above
      delete window.cancelIdleCallback;
    }
  });
});
