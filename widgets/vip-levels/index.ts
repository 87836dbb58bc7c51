export { VipLevelsWidget } from './VipLevelsWidget';
export { formatBasisPoints } from './vipTable';
