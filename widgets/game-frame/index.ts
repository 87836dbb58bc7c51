export { GameFrameWidget } from './GameFrameWidget';
export { modeOfPath, readGameQuery, type GameFrameMode, type GamePageQuery } from './gameQuery';
