/** @jest-environment node */
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  chromiumExecutable,
  testChromiumExecutable,
} from '../../e2e/support/chromium-path.mjs';

describe('chromiumExecutable', () => {
  const present = () => true;
  const absent = () => false;

  it('uses CHROMIUM_PATH when it is set, whatever is installed', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' }, present)).toBe('/opt/chrome/chrome');
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' }, absent)).toBe('/opt/chrome/chrome');
  });

  it("uses Debian's Chromium when it is installed", () => {
    expect(chromiumExecutable({}, (p) => p === DEBIAN_CHROMIUM)).toBe('/usr/bin/chromium');
  });

  it('leaves the choice to Playwright (its own browser) when neither is there', () => {
    expect(chromiumExecutable({}, absent)).toBeUndefined();
    expect(chromiumExecutable({ CHROMIUM_PATH: '' }, absent)).toBeUndefined();
  });
});

describe('testChromiumExecutable (the Playwright suite)', () => {
  it("prefers CHROMIUM_PATH, then Debian's headless shell, then Debian's Chromium", () => {
    expect(testChromiumExecutable({ CHROMIUM_PATH: '/opt/c' }, () => true)).toBe('/opt/c');
    expect(testChromiumExecutable({}, () => true)).toBe(DEBIAN_HEADLESS_SHELL);
    expect(testChromiumExecutable({}, (p) => p === DEBIAN_CHROMIUM)).toBe(DEBIAN_CHROMIUM);
    expect(testChromiumExecutable({}, () => false)).toBeUndefined();
  });
});
