import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { LANGUAGES } from '@/lib/i18n/languages';

/** Every language's catalogue (lib/i18n/languages.ts), the generated pseudo-locale's too. */
const catalogue = (code: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'messages', `${code}.json`), 'utf8'));

/** Every leaf of a catalogue as `namespace.key` → message. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

/** The argument names an ICU message uses (`{count}`, `{n, plural, …}`, `<b>…</b>`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string')
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort();
}

const english = leaves(catalogue(DEFAULT_LOCALE));
const others = LANGUAGES.filter(({ code }) => code !== DEFAULT_LOCALE).map(({ code }) => code);

describe.each(others)('the %s catalogue', (code) => {
  const other = leaves(catalogue(code));

  it('has every English key, and no key English lacks', () => {
    expect([...other.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !other.has(k))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const [key, message] of [...english, ...other])
      expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
  });

  it('parses as ICU, with the same arguments as English in every message', () => {
    for (const [key, message] of english)
      expect({ key, args: argumentsOf(other.get(key) ?? '') }).toEqual({ key, args: argumentsOf(message) });
  });
});
