import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { DiagnosticInput } from '../diagnostics/types';
import { joinPointer, parsePointer } from './pointer';

/** A place in a source file; line and column are 1-based. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Finds the source position of a JSON pointer (its value, or its property name). */
export interface SourceLocator {
  locate(pointer: string, atKey?: boolean): SourcePosition;
}

/** The text of one manifest file as the operator wrote it. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface LoadedManifest {
  file: string;
  value: unknown;
  locator: SourceLocator;
  /** Syntax errors and duplicate keys, located. */
  problems: DiagnosticInput[];
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionAt(starts: number[], offset: number): SourcePosition {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}

function toValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        // defineProperty, not assignment: a "__proto__" key stays an own key, as in JSON.parse.
        if (k && v) Object.defineProperty(out, String(k.value), { value: toValue(v), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(toValue);
    default:
      return node.value as unknown;
  }
}

/** Reads manifest JSON with a source position for every JSON pointer (stage 1, load). */
export function readManifest(source: SourceFile): LoadedManifest {
  const errors: ParseError[] = [];
  // Editors on some systems save a byte-order mark; it is not part of the JSON, nor a column.
  const text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const starts = lineStarts(text);
  const problems: DiagnosticInput[] = [];
  const offsets = new Map<string, { value: number; key: number }>();

  for (const e of errors) {
    problems.push({
      code: 'JSON_SYNTAX',
      pointer: '',
      message: `invalid JSON: ${printParseErrorCode(e.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`,
      hint: 'check for a missing comma, quote or bracket just before this place',
      position: positionAt(starts, e.offset),
    });
  }

  const walk = (node: Node, segments: (string | number)[], keyOffset: number): void => {
    const pointer = joinPointer(segments);
    offsets.set(pointer, { value: node.offset, key: keyOffset });
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (!k || !v) continue;
        const key = String(k.value);
        if (seen.has(key)) {
          problems.push({
            code: 'JSON_DUPLICATE_KEY',
            pointer: joinPointer([...segments, key]),
            message: `the key "${key}" appears twice; only the last one would count`,
            hint: 'remove or merge the duplicate',
            position: positionAt(starts, k.offset),
          });
        }
        seen.add(key);
        walk(v, [...segments, key], k.offset);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => walk(child, [...segments, i], child.offset));
    }
  };
  if (root) walk(root, [], root.offset);

  const locate = (pointer: string, atKey = false): SourcePosition => {
    // Fall back to the nearest ancestor that exists (a missing required key points at its object).
    let segments = parsePointer(pointer);
    for (;;) {
      const hit = offsets.get(joinPointer(segments));
      if (hit) return positionAt(starts, atKey && segments.length === parsePointer(pointer).length ? hit.key : hit.value);
      if (segments.length === 0) return { line: 1, column: 1 };
      segments = segments.slice(0, -1);
    }
  };

  return {
    file: source.path,
    value: errors.length > 0 || !root ? undefined : toValue(root),
    locator: { locate },
    problems,
  };
}
