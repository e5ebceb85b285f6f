/**
 * The Web Storage calls the site's logic makes: localStorage and sessionStorage fit, and tests pass a stand-in
 * over a Map. A function asks only for the calls it makes (`Pick<KeyValueStore, 'getItem'>`), so a stand-in
 * needs no more than those, and a reader cannot write by mistake.
 */
export type KeyValueStore = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;
