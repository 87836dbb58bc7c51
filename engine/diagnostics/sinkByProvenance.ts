import { joinPointer, parsePointer } from '../load/pointer';
import type { Provenance } from '../merge/mergeLayers';
import type { LayerSource } from '../pipeline/layerSource';
import type { DiagnosticCollector } from './collect';
import type { DiagnosticSink } from './types';

/** A sink that files a diagnostic under the layer that set the value at its pointer. */
export function sinkByProvenance(layers: readonly LayerSource[], provenance: Provenance, collector: DiagnosticCollector, fallback: DiagnosticSink): DiagnosticSink {
  return {
    report(input) {
      let segments = parsePointer(input.pointer);
      for (;;) {
        const label = provenance.get(joinPointer(segments));
        const layer = label === undefined ? undefined : layers.find((l) => l.label === label);
        if (layer?.file !== undefined) {
          collector.forFile(layer.tenant, layer.file, layer.locator).report(input);
          return;
        }
        if (segments.length === 0 || label !== undefined) break;
        segments = segments.slice(0, -1);
      }
      fallback.report(input);
    },
  };
}
