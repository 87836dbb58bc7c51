import { isRecord } from '../isRecord';
import { joinPointer, parsePointer } from '../load/pointer';
import { entryKey, type Provenance } from '../merge/mergeLayers';
import type { LayerSource } from '../pipeline/layerSource';
import type { DiagnosticCollector } from './collect';
import type { DiagnosticSink } from './types';

/**
 * The place in one layer's document of a value of the merged document: entries of keyed arrays
 * merge by id, so the tenant's `/routes/0` may be the merged `/routes/3`. Returns the segments it
 * could follow (an ancestor when the layer does not hold the whole path).
 */
export function layerSegments(merged: unknown, layer: unknown, segments: readonly string[]): string[] {
  const out: string[] = [];
  let m = merged;
  let l = layer;
  for (const s of segments) {
    if (Array.isArray(m) && Array.isArray(l)) {
      const entry: unknown = m[Number(s)];
      const key = entryKey(entry);
      const keyed = key !== undefined && l.every((e) => entryKey(e) !== undefined);
      const i = keyed ? l.findIndex((e) => entryKey(e) === key) : Number(s);
      if (!(i >= 0 && i < l.length)) return out;
      out.push(String(i));
      m = entry;
      l = l[i];
    } else if (isRecord(m) && isRecord(l) && Object.hasOwn(l, s)) {
      out.push(s);
      m = m[s];
      l = l[s];
    } else return out;
  }
  return out;
}

/**
 * A sink that files a diagnostic under the layer that set the value at its pointer. With the merged
 * document, the pointer is turned into the layer's own (the one its file shows); the segments the
 * layer does not hold are kept, so the position falls back to the nearest place the file has.
 */
export function sinkByProvenance(layers: readonly LayerSource[], provenance: Provenance, collector: DiagnosticCollector, fallback: DiagnosticSink, merged?: unknown): DiagnosticSink {
  return {
    report(input) {
      let segments = parsePointer(input.pointer);
      for (;;) {
        const label = provenance.get(joinPointer(segments));
        const layer = label === undefined ? undefined : layers.find((l) => l.label === label);
        if (layer?.file !== undefined) {
          const all = parsePointer(input.pointer);
          const found = merged !== undefined && layer.value !== undefined ? layerSegments(merged, layer.value, all) : all;
          const own = joinPointer([...found, ...all.slice(found.length)]);
          collector.forFile(layer.tenant, layer.file, layer.locator).report({ ...input, pointer: own });
          return;
        }
        if (segments.length === 0 || label !== undefined) break;
        segments = segments.slice(0, -1);
      }
      fallback.report(input);
    },
  };
}
