export interface BootErrorScreenProps {
  message: string;
  /** Diagnostics, listed in development builds only. */
  details: readonly string[];
}

/** Shown when the tenant or its manifest cannot be loaded, so the page is never blank. */
export function BootErrorScreen({ message, details }: BootErrorScreenProps) {
  return (
    <main className="full-screen" data-screen="boot-error" role="alert">
      <h1>This site could not be loaded</h1>
      <p>Please try again in a moment.</p>
      {import.meta.env.DEV && (
        <section className="full-screen__details">
          <p>{message}</p>
          {details.length > 0 && (
            <pre>{details.join('\n')}</pre>
          )}
        </section>
      )}
    </main>
  );
}
