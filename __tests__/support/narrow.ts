/**
 * Assertions that narrow. `expectStatus(read, 'ok')` fails the test, showing the whole value, when its status
 * is another, and tells TypeScript which variant the lines after it hold. It replaces
 * `expect(read.status === 'ok' && read.crew)`, which hands the matcher `false` when the status differs, so any
 * matcher that accepts `false` passes without looking (eslint/no-vacuous-expect.mjs refuses the pattern).
 */
export function expectStatus<T extends { status: string }, S extends T['status']>(
  value: T,
  status: S,
): asserts value is Extract<T, { status: S }> {
  expect(value).toMatchObject({ status });
}

/** The same for outcomes that say `ok: true` or `ok: false`. */
export function expectOk<T extends { ok: boolean }>(value: T): asserts value is Extract<T, { ok: true }> {
  expect(value).toMatchObject({ ok: true });
}
