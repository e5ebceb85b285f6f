/**
 * The browser's two stores, or null where it refuses them: reading `window.localStorage` itself throws in some
 * privacy modes and sandboxed frames, so every caller goes through these and treats null as "nothing kept".
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
