import { parse } from '@formatjs/icu-messageformat-parser';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

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

const english = leaves(en);
const german = leaves(de);

describe('the message catalogues', () => {
  it('German has every English key, and no key English lacks', () => {
    expect([...german.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !german.has(k))).toEqual([]);
  });

  it('no message is empty', () => {
    for (const [key, message] of [...english, ...german])
      expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
  });

  it('every message parses as ICU, with the same arguments in both languages', () => {
    for (const [key, message] of english)
      expect({ key, args: argumentsOf(german.get(key) ?? '') }).toEqual({ key, args: argumentsOf(message) });
  });
});
