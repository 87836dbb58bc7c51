import type { SourceLocator } from '../load/readManifest';
import type { Diagnostic, DiagnosticInput, DiagnosticSink, Severity } from './types';

const DEFAULT_SEVERITY: Partial<Record<Diagnostic['code'], Severity>> = {
  SERVER_WINS: 'warning',
};

/** Collects every diagnostic of one run; child sinks add the file and its positions. */
export class DiagnosticCollector {
  readonly diagnostics: Diagnostic[] = [];

  /** A sink for one source: `locator` is absent for server responses (line and column 0). */
  forFile(tenant: string, file: string, locator?: SourceLocator): DiagnosticSink {
    return {
      report: (input: DiagnosticInput) => {
        const position = input.position ?? locator?.locate(input.pointer, input.atKey) ?? { line: 0, column: 0 };
        const diagnostic: Diagnostic = {
          code: input.code,
          severity: input.severity ?? DEFAULT_SEVERITY[input.code] ?? 'error',
          tenant,
          file,
          line: position.line,
          column: position.column,
          pointer: input.pointer,
          message: input.message,
        };
        if (input.hint !== undefined) diagnostic.hint = input.hint;
        this.diagnostics.push(diagnostic);
      },
    };
  }

  get hasErrors(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }
}

/** Orders diagnostics by file, line and column so output is stable. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code),
  );
}

/** One diagnostic as a line: `file:line:column severity CODE at pointer: message; hint`. */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const hint = d.hint ? `; ${d.hint}` : '';
  return `${place} ${d.severity} ${d.code} at ${d.pointer || '/'}: ${d.message}${hint}`;
}
