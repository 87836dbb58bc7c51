/**
 * CommonJS packages in the bundle (React DOM above all) are wrapped by the bundler in a factory that
 * runs on their first `require`: `__commonJSMin(((exports, module) => { … }))`. V8 compiles a function
 * written in parentheses right where it is defined (a likely-called function) while it streams the
 * script off the main thread, but only a `function` expression, not an arrow one: the arrow factory
 * is compiled on the main thread at its first call instead. React DOM's client is one such factory of
 * about 200 KB, called in a task of its own after the first paint (src/main.tsx).
 *
 * This plugin writes those factories as parenthesised `function` expressions. Nothing else changes:
 * the factory's body is the same, and it uses neither `this` nor `arguments` of its own (a CommonJS
 * module's top level has neither; the bundler's helper calls it without a receiver, as it called the
 * arrow). Measured (issue 21): in headless Chromium at 1x the first call of React DOM's client
 * factory took a median of 23 ms written so against 31 ms as an arrow (12 loads each, alternated); in
 * traced lobby loads V8 parsed 26-31 ms of functions on the main thread against 31-41 ms, the chunk
 * itself being parsed on a background thread either way.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The bundler's CommonJS wrapper around an arrow factory: its helper's name, then the parameters. */
const ARROW_FACTORY = /\b(__commonJSMin\w*)\(\(\(([\w$, ]*)\) => \{/g;

/** The chunk's code with every CommonJS factory written as a function expression, or null when it has none. */
export function eagerCommonJs(code: string): MagicString | null {
  let edited: MagicString | null = null;
  for (const match of code.matchAll(ARROW_FACTORY)) {
    const [whole, helper, params] = match;
    edited ??= new MagicString(code);
    edited.overwrite(match.index, match.index + whole.length, `${helper}((function(${params}) {`);
  }
  return edited;
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'wl-eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const edited = eagerCommonJs(code);
      return edited === null ? null : { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
  };
}
