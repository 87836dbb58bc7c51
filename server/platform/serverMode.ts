/**
 * How the server runs. Its own module so that the modules app.ts imports can name it without
 * importing app.ts back.
 */
export type ServerMode = 'development' | 'production' | 'test';
