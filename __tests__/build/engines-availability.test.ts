/** @jest-environment node */
import {
  closingLine,
  firefoxAvailability,
  firefoxExecutable,
  verdict,
  webkitAvailability,
} from '../../e2e/engines/availability';

const only =
  (...present: string[]) =>
  (p: string) =>
    present.includes(p);

describe('which engines can run', () => {
  it('WebKit needs the driver and a display, or xvfb-run with xauth', () => {
    const driver = '/usr/bin/WebKitWebDriver';
    expect(
      webkitAvailability({}, only(driver, '/usr/bin/xvfb-run', '/usr/bin/xauth')).missing,
    ).toBeUndefined();
    expect(webkitAvailability({ DISPLAY: ':0' }, only(driver)).missing).toBeUndefined();
    expect(webkitAvailability({}, only(driver, '/usr/bin/xvfb-run')).missing).toMatch(/xauth/);
    expect(webkitAvailability({}, only()).missing).toBe(`no ${driver}`);
    expect(webkitAvailability({ WEBKIT_WEBDRIVER: '/opt/wk' }, only('/opt/wk')).missing).toMatch(/DISPLAY/);
  });

  it("Firefox is FIREFOX_PATH, else Debian's ESR, else a plain firefox", () => {
    expect(firefoxExecutable({ FIREFOX_PATH: '/opt/ff' }, only())).toBe('/opt/ff');
    expect(firefoxExecutable({}, only('/usr/bin/firefox-esr', '/usr/bin/firefox'))).toBe(
      '/usr/bin/firefox-esr',
    );
    expect(firefoxExecutable({}, only('/usr/bin/firefox'))).toBe('/usr/bin/firefox');
    expect(firefoxAvailability({}, only()).missing).toBe('no firefox-esr or firefox');
  });
});

describe('a missing engine', () => {
  const missing = {
    missing: 'no /usr/bin/WebKitWebDriver',
    install: 'sudo apt-get install -y webkit2gtk-driver',
  };

  it('is skipped locally with one line that says how to install it', () => {
    expect(verdict('webkit', missing, false)).toEqual({
      run: false,
      failed: false,
      line: 'webkit: skipped: no /usr/bin/WebKitWebDriver; install it with `sudo apt-get install -y webkit2gtk-driver`',
    });
  });

  it('fails the run in CI', () => {
    const v = verdict('webkit', missing, true);
    expect(v).toMatchObject({
      run: false,
      failed: true,
      line: expect.stringMatching(/^webkit: FAILED .*install it with/),
    });
  });

  it('an available engine runs', () => {
    expect(verdict('firefox', { install: 'x' }, true)).toEqual({ run: true });
  });
});

describe('the closing line', () => {
  it('reads "engines: N passed, N failed", with skipped ones only when there are any', () => {
    expect(closingLine(12, 0, 0)).toBe('engines: 12 passed, 0 failed');
    expect(closingLine(6, 1, 6)).toBe('engines: 6 passed, 1 failed, 6 skipped');
  });
});
