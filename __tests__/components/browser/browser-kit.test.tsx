import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { localStore, sessionStore } from '@/components/browser/stores';
import { useHash } from '@/components/browser/use-hash';
import { useStoredResult } from '@/components/browser/use-stored-result';
import { VALID_STORED_TEXT } from '@/fixtures/corrupt-storage';
import { STORAGE_KEY } from '@/lib/result-io/storage';

/** The browser kit: what the rooms read from the browser, the same way everywhere. */
afterEach(() => {
  sessionStorage.clear();
  window.location.hash = '';
});

/** What a hook returns in a server render: the prerendered page's value, before anything is read. */
function onServer<T>(hook: () => T): T {
  let seen: T | undefined;
  function Probe() {
    seen = hook();
    return null;
  }
  renderToString(<Probe />);
  return seen as T;
}

describe('the stores', () => {
  it('are the browser’s own where it lends them', () => {
    expect(localStore()).toBe(window.localStorage);
    expect(sessionStore()).toBe(window.sessionStorage);
  });

  it('are null where reading them throws (a privacy mode, a sandboxed frame)', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(localStore()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('useHash', () => {
  it('is null while prerendering: the fragment never reaches a server', () => {
    expect(onServer(useHash)).toBeNull();
  });

  it('reads the fragment and follows later hash changes', async () => {
    const { result } = renderHook(useHash);
    expect(result.current).toBe('');
    await act(async () => {
      window.location.hash = '#c2-abc';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(result.current).toBe('#c2-abc');
  });
});

describe('useStoredResult', () => {
  it('is undefined while prerendering', () => {
    sessionStorage.setItem(STORAGE_KEY, VALID_STORED_TEXT);
    expect(onServer(useStoredResult)).toBeUndefined();
  });

  it('passes what the tab keeps through the storage guard', () => {
    sessionStorage.setItem(STORAGE_KEY, '{"not":"a result"}');
    expect(renderHook(useStoredResult).result.current).toEqual({ status: 'corrupt' });
  });

  it("follows another tab's write, and keeps one outcome while the text stays the same", () => {
    const { result, rerender } = renderHook(useStoredResult);
    expect(result.current).toEqual({ status: 'missing' });
    act(() => {
      sessionStorage.setItem(STORAGE_KEY, VALID_STORED_TEXT);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    });
    expect(result.current?.status).toBe('ok');
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
