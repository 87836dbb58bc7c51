export { LineSpeedTestWidget } from './LineSpeedTestWidget';
export { fastestLine, measureLines, median, probeUrl, SAMPLES_PER_LINE, PING_PATH } from './measureLines';
export type { LineState } from './measureLines';
